/** The demo client's consent terms, in English and Spanish (fictional wording for a demo, not legal advice). */
import type { ConsentTermTexts } from '../db/schema/index.ts';

export interface DemoTerm {
  key: string;
  identityRequired: boolean;
  en: ConsentTermTexts;
  es: ConsentTermTexts;
}

export const DEMO_CONSENT_TERMS: readonly DemoTerm[] = [
  {
    key: 'consent-to-treat',
    identityRequired: true,
    en: {
      name: 'Consent to Treat',
      shortName: 'Treatment',
      text:
        'I agree to receive care coordination services from my care team. My guide may contact me by phone, text message or visit, ' +
        'help me set goals, connect me with community resources and share information with my health care providers to coordinate my care. ' +
        'Taking part is voluntary. I can stop at any time by telling my guide, and stopping will not affect my health plan benefits.',
      infoText: 'You can change your answer at any time by contacting your care team.',
      acceptText: 'I agree to receive care coordination services.',
      rejectText: 'I do not agree to receive care coordination services.',
    },
    es: {
      name: 'Consentimiento para recibir atención',
      shortName: 'Atención',
      text:
        'Acepto recibir servicios de coordinación de atención de mi equipo de atención. Mi guía puede comunicarse conmigo por teléfono, ' +
        'mensaje de texto o visita, ayudarme a fijar metas, conectarme con recursos de la comunidad y compartir información con mis ' +
        'proveedores de salud para coordinar mi atención. Participar es voluntario. Puedo dejar de participar en cualquier momento ' +
        'avisándole a mi guía, y hacerlo no afectará los beneficios de mi plan de salud.',
      infoText: 'Puede cambiar su respuesta en cualquier momento comunicándose con su equipo de atención.',
      acceptText: 'Acepto recibir servicios de coordinación de atención.',
      rejectText: 'No acepto recibir servicios de coordinación de atención.',
    },
  },
  {
    key: 'tcpa-text-messaging',
    identityRequired: false,
    en: {
      name: 'Text Message Consent (TCPA)',
      shortName: 'Text messages',
      text:
        'I agree that my care team may send text messages to the mobile number on file, including appointment reminders, check-ins and ' +
        'information about resources. Message frequency varies. Message and data rates may apply. Reply STOP at any time to stop ' +
        'receiving messages, or START to receive them again. Agreeing is not a condition of receiving services.',
      infoText: 'Reply STOP to any message to opt out.',
      acceptText: 'I agree to receive text messages from my care team.',
      rejectText: 'I do not want to receive text messages.',
    },
    es: {
      name: 'Consentimiento para mensajes de texto (TCPA)',
      shortName: 'Mensajes de texto',
      text:
        'Acepto que mi equipo de atención me envíe mensajes de texto al número de celular registrado, incluidos recordatorios de citas, ' +
        'seguimientos e información sobre recursos. La frecuencia de los mensajes varía. Pueden aplicarse tarifas de mensajes y datos. ' +
        'Responda STOP en cualquier momento para dejar de recibir mensajes, o START para volver a recibirlos. Aceptar no es una ' +
        'condición para recibir servicios.',
      infoText: 'Responda STOP a cualquier mensaje para cancelar.',
      acceptText: 'Acepto recibir mensajes de texto de mi equipo de atención.',
      rejectText: 'No quiero recibir mensajes de texto.',
    },
  },
  {
    key: 'hipaa-privacy-release',
    identityRequired: true,
    en: {
      name: 'Authorization to Share Health Information (HIPAA)',
      shortName: 'Health information',
      text:
        'I authorize my health plan, my doctors and my care team to share my health information with each other, including diagnoses, ' +
        'medications, hospital visits and care plans, for the purpose of coordinating my care. This authorization lasts one year unless ' +
        'I cancel it in writing. I may refuse to sign it; refusing will not affect my treatment, payment, enrollment or eligibility for benefits.',
      infoText:
        'Information shared under this authorization may no longer be protected by federal privacy rules once received.',
      acceptText: 'I authorize the sharing of my health information.',
      rejectText: 'I do not authorize the sharing of my health information.',
    },
    es: {
      name: 'Autorización para compartir información de salud (HIPAA)',
      shortName: 'Información de salud',
      text:
        'Autorizo a mi plan de salud, a mis médicos y a mi equipo de atención a compartir entre sí mi información de salud, incluidos ' +
        'diagnósticos, medicamentos, visitas al hospital y planes de atención, con el fin de coordinar mi atención. Esta autorización ' +
        'dura un año, a menos que la cancele por escrito. Puedo negarme a firmarla; negarme no afectará mi tratamiento, pago, ' +
        'inscripción ni elegibilidad para recibir beneficios.',
      infoText:
        'Es posible que la información compartida con esta autorización ya no esté protegida por las normas federales de privacidad una vez recibida.',
      acceptText: 'Autorizo que se comparta mi información de salud.',
      rejectText: 'No autorizo que se comparta mi información de salud.',
    },
  },
];
