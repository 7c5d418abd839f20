/** Text of demo messages, notes and alerts, in English and Spanish where a member would read it. */
import type { Rng } from './random.ts';

const OUTGOING_SMS_EN = [
  'Hi {name}, this is {guide} from Sunrise Health. Just checking in - how are you feeling this week?',
  'Hi {name}, a reminder of our visit tomorrow. Reply here if you need to change the time.',
  'Hello {name}, I found a food pantry near you that is open on Saturdays. Want me to send the address?',
  'Hi {name}, did you get a chance to pick up your prescription?',
  'Good morning {name}! I tried calling you earlier. When is a good time to talk?',
  'Hi {name}, your ride to the clinic is confirmed for Thursday at 9:30.',
  'Hi {name}, I sent the housing application to your e-mail. Let me know if you need help filling it out.',
  'Hi {name}, great talking with you today. Remember to drink water and take your evening meds.',
];
const OUTGOING_SMS_ES = [
  'Hola {name}, soy {guide} de Sunrise Health. ¿Cómo se ha sentido esta semana?',
  'Hola {name}, le recuerdo nuestra visita de mañana. Responda aquí si necesita cambiar la hora.',
  'Hola {name}, encontré una despensa de alimentos cerca de usted que abre los sábados. ¿Le mando la dirección?',
  '¿Hola {name}, pudo recoger su receta en la farmacia?',
  'Buenos días {name}. Le llamé hace rato. ¿A qué hora le queda bien hablar?',
  'Hola {name}, su transporte a la clínica está confirmado para el jueves a las 9:30.',
  'Hola {name}, fue un gusto hablar con usted hoy. No olvide tomar sus medicinas de la noche.',
];
const INCOMING_SMS_EN = [
  'Thank you!',
  'Ok see you then',
  'Can you call me back when you get a chance?',
  'I am feeling better today',
  'I missed your call, I was at work',
  'What time is the appointment?',
  'Yes please send it',
  'I need help with my bill',
  'My phone was off sorry',
  'Can we move the visit to Friday?',
  'I picked up the meds',
  'Who is this?',
];
const INCOMING_SMS_ES = [
  'Gracias!',
  'Ok nos vemos',
  '¿Me puede llamar cuando pueda?',
  'Hoy me siento mejor',
  'Perdón, estaba trabajando',
  '¿A qué hora es la cita?',
  'Sí, por favor mándemela',
  'Necesito ayuda con una factura',
  '¿Podemos cambiar la visita al viernes?',
];

const CALL_NOTES = [
  'Reviewed medications; member reports taking them as prescribed. Discussed upcoming PCP appointment.',
  'Member asked for help with transportation to dialysis. Submitted ride request.',
  'Discussed food insecurity; referred to local pantry and SNAP application assistance.',
  'Member doing well. Set goal to walk 15 minutes a day. Will follow up next week.',
  'Talked through discharge instructions and scheduled follow-up with cardiology.',
  'Member stressed about rent. Shared emergency rental assistance program information.',
  'Completed check-in. No new needs identified.',
  'Member reported missed insulin doses; coached on reminders and alerted care team.',
];
const VISIT_NOTES = [
  'Home visit. Member living alone; reviewed fall risks and removed loose rugs together.',
  'Met member at the clinic after appointment; helped schedule lab work.',
  'Home visit; pill organiser set up for the week. Member engaged and in good spirits.',
  'Visited member at the library; completed benefits paperwork.',
  'Home visit; fridge nearly empty, delivered pantry box and applied for meal delivery.',
];
const FREE_NOTES = [
  'Spoke with daughter (authorised contact) about upcoming appointment.',
  'Left message with pharmacy about refill status.',
  'Member prefers calls after 4 pm.',
  'Coordinated with case manager regarding home health referral.',
  'Member requested materials in Spanish.',
  'Confirmed new mailing address with the member.',
  'Reviewed chart after ED visit; will call member tomorrow.',
];
const EVENT_NOTES = [
  'Follow up on pharmacy pickup',
  'Check in after specialist visit',
  'Review housing application',
  'Monthly check-in',
  'Bring pantry box',
  'Discuss care plan goals',
  'Confirm ride for appointment',
];

const fill = (template: string, name: string, guide: string) =>
  template.replace('{name}', name).replace('{guide}', guide);

export function outgoingText(rng: Rng, spanish: boolean, name: string, guide: string): string {
  return fill(rng.pick(spanish ? OUTGOING_SMS_ES : OUTGOING_SMS_EN), name, guide);
}
export const incomingText = (rng: Rng, spanish: boolean) => rng.pick(spanish ? INCOMING_SMS_ES : INCOMING_SMS_EN);
export const callNote = (rng: Rng) => rng.pick(CALL_NOTES);
export const visitNote = (rng: Rng) => rng.pick(VISIT_NOTES);
export const freeNote = (rng: Rng) => rng.pick(FREE_NOTES);
export const eventNote = (rng: Rng) => rng.pick(EVENT_NOTES);

export const ADMIT_COMPLAINTS = {
  medical: [
    'Chest pain',
    'Shortness of breath',
    'CHF exacerbation',
    'COPD exacerbation',
    'Pneumonia',
    'Fall with hip fracture',
    'Diabetic ketoacidosis',
    'Sepsis',
    'Cellulitis',
    'Kidney infection',
    'Stroke symptoms',
    'Uncontrolled hypertension',
  ],
  behavioral: [
    'Suicidal ideation',
    'Major depressive episode',
    'Alcohol withdrawal',
    'Acute psychosis',
    'Opioid overdose',
  ],
} as const;

export const DISCHARGE_DISPOSITIONS = [
  'Home',
  'Home',
  'Home with home health',
  'Skilled nursing facility',
  'Against medical advice',
];

export const NOTIFICATION_TEXT = {
  messages: { label: 'New message', description: (member: string) => `${member} sent you a text message` },
  calls: { label: 'Missed call', description: (member: string) => `You missed a call from ${member}` },
  hospitalizations: {
    label: 'Hospital admission',
    description: (member: string) => `${member} was admitted to the hospital`,
  },
  requests: {
    label: 'Request reviewed',
    description: (member: string) => `Your status change request for ${member} was approved`,
  },
} as const;
