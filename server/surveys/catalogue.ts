/**
 * The surveys every organisation starts with (seeded with the reference data of a new
 * organisation and the demo): a social-needs screening that branches on the answers, with a
 * checkpoint that asks again when the member cannot be reached and one halfway where the guide may
 * stop (the rest due a week later), and a short follow-up check-in.
 */
import type { SurveyContent } from '../../domain/index.ts';

export interface SurveyDefinition {
  key: string;
  name: string;
  displayName: string;
  summary: string;
  content: SurveyContent;
}

export const SOCIAL_NEEDS_SCREENING: SurveyDefinition = {
  key: 'social-needs-screening',
  name: 'Social needs screening',
  displayName: 'Social needs screening',
  summary: 'Housing, food, transport and safety, asked at enrolment and every year after.',
  content: {
    initialQuestionKey: 'reached',
    questions: [
      {
        key: 'reached',
        type: 'radio',
        text: 'Were you able to reach the member?',
        options: [
          { id: 'yes', text: 'Yes', isVerificationOption: true },
          { id: 'no', text: 'No, try again later', nextQuestionKey: 'not-reached' },
          {
            id: 'refused',
            text: 'The member declined the screening',
            isRefusalOption: true,
            nextQuestionKey: 'declined',
          },
        ],
      },
      {
        key: 'intro',
        type: 'info',
        title: 'Before you start',
        text: 'Tell the member the answers help us find services near them, and that they may skip any question.',
      },
      {
        key: 'housing',
        type: 'radio',
        text: 'What is your living situation today?',
        options: [
          { id: 'steady', text: 'I have a steady place to live', nextQuestionKey: 'food' },
          {
            id: 'worried',
            text: 'I have a place to live today, but I am worried about losing it',
            needIssueKey: 'housing-instability-risk',
          },
          { id: 'none', text: 'I do not have a steady place to live' },
        ],
      },
      {
        key: 'housing-details',
        type: 'textarea',
        text: 'What is making housing hard right now?',
        isRequired: false,
        placeholder: 'In the member’s words',
      },
      {
        key: 'food',
        type: 'radio',
        text: 'In the past 12 months, did you worry that your food would run out before you got money to buy more?',
        options: [
          { id: 'often', text: 'Often true', needIssueKey: 'food-insecurity' },
          { id: 'sometimes', text: 'Sometimes true', needIssueKey: 'food-insecurity' },
          { id: 'never', text: 'Never true' },
        ],
      },
      {
        key: 'transport',
        type: 'checkbox',
        text: 'Has lack of reliable transportation kept you from any of these in the past 12 months?',
        isRequired: false,
        options: [
          {
            id: 'medical',
            text: 'Medical appointments or getting medications',
            needIssueKey: 'transportation-insecurity',
          },
          {
            id: 'work',
            text: 'Meetings, work or getting things needed for daily living',
            needIssueKey: 'transportation-insecurity',
          },
        ],
      },
      {
        key: 'adults',
        type: 'number',
        text: 'How many adults live in your home, including you?',
        min: 1,
        max: 20,
        // A place to stop: the guide may submit here (the rest due in a week) or press Next.
        nextQuestionKey: 'halfway',
      },
      {
        key: 'next-visit',
        type: 'date',
        text: 'When would you like us to follow up?',
        validation: { minDateOffset: 0, maxDateOffset: 60 },
      },
    ],
    checkpoints: [
      {
        key: 'halfway',
        title: 'Screening halfway',
        message:
          'If the member would rather finish later, submit now: the rest is due in a week. Otherwise press Next.',
        isCompletionCheckpoint: false,
        dueDateOffsetDays: 7,
      },
      {
        key: 'not-reached',
        title: 'Member not reached',
        message: 'Save your progress and try again on your next call.',
        isCompletionCheckpoint: false,
        // Next asks the first question again, for the call that reaches the member.
        nextQuestionKey: 'reached',
      },
      {
        key: 'declined',
        title: 'Screening declined',
        message: 'The member declined; the screening is complete.',
        isCompletionCheckpoint: true,
        summary: 'Declined by the member',
      },
    ],
    defaultFinalCheckpoint: {
      title: 'Screening complete',
      message: 'Thank the member. Needs you heard can be added on the Needs tab.',
      summary: 'All questions answered',
    },
    // What a guide reads from the survey's Learn more: the demo shows the learn-more dialog with both section types.
    learnMore: {
      title: 'Why we screen for social needs',
      sections: [
        {
          type: 'copy',
          title: 'Setting the scene',
          sortOrder: 1,
          isHighlighted: true,
          entries: [
            {
              title: 'Tell the member',
              copyType: 'unordered-list',
              sortOrder: 1,
              copyBlocks: [
                { copy: 'The questions take about five minutes.' },
                { copy: 'Any question may be skipped; the answers stay in their record.' },
              ],
            },
          ],
        },
        {
          type: 'accordion',
          title: 'Questions members ask',
          sortOrder: 2,
          entries: [
            {
              summary: 'Who sees my answers?',
              details: 'Their care team, and the people they agree to share them with.',
              sortOrder: 1,
            },
            {
              summary: 'What happens next?',
              details: "Needs heard here can be added to the member's plan, with resources to meet them.",
              sortOrder: 2,
            },
          ],
        },
      ],
    },
  },
};

export const MONTHLY_CHECK_IN: SurveyDefinition = {
  key: 'monthly-check-in',
  name: 'Monthly check-in',
  displayName: 'Monthly check-in',
  summary: 'How the member is doing this month.',
  content: {
    initialQuestionKey: 'wellbeing',
    questions: [
      {
        key: 'wellbeing',
        type: 'slider',
        text: 'On a scale from 1 to 10, how are you feeling this month?',
        min: 1,
        max: 10,
      },
      { key: 'changes', type: 'text', text: 'Anything new since we last spoke?', isRequired: false },
    ],
    checkpoints: [],
    defaultFinalCheckpoint: { title: 'Check-in complete', message: 'Thank the member for their time.' },
    learnMore: {
      title: 'About the monthly check-in',
      sections: [
        {
          type: 'copy',
          title: 'What it is for',
          sortOrder: 1,
          entries: [
            {
              title: 'A short conversation',
              copyType: 'paragraph',
              sortOrder: 1,
              copyBlocks: [{ copy: 'A few minutes each month to hear how the member is and what changed.' }],
            },
          ],
        },
      ],
    },
  },
};

export const SURVEY_CATALOGUE: readonly SurveyDefinition[] = [SOCIAL_NEEDS_SCREENING, MONTHLY_CHECK_IN];
