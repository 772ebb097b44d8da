// The /contacto island: the four contact forms (contact, inquiries and complaints, business contact, company sign-up), each in its own section with an
// anchor, and one alert region for all of them. Hydrated when the forms come into view; the alert
// region mounts only after hydration so it does not count as visible content.
import { useSyncExternalStore, type ComponentType } from 'react';
import AlertRegion from '@/components/feedback/AlertRegion';
import '@/features/public-site/forms/forms.css';
import BusinessContactForm from './BusinessContactForm';
import BusinessRegisterForm from './BusinessRegisterForm';
import ContactForm from './ContactForm';
import './contact-forms.css';
import InquiryForm from './InquiryForm';

export interface ContactFormCopy {
  id: string;
  title: string;
  description: string;
}

const FORMS: Record<string, ComponentType<{ labelledBy: string }>> = {
  'contacto-general': ContactForm,
  'consultas-reclamos': InquiryForm,
  'ventas-empresas': BusinessContactForm,
  'registro-empresa': BusinessRegisterForm,
};

const subscribeNothing = () => () => undefined;
const isClient = () => true;
const isServer = () => false;

export default function ContactForms({ forms }: { forms: readonly ContactFormCopy[] }) {
  const hydrated = useSyncExternalStore(subscribeNothing, isClient, isServer);
  return (
    <div className="contact-forms">
      {forms.map((copy) => {
        const FormComponent = FORMS[copy.id];
        if (!FormComponent) return null;
        const titleId = `${copy.id}-title`;
        return (
          <section key={copy.id} id={copy.id} className="contact-form-card" aria-labelledby={titleId}>
            <header className="contact-form-head">
              <h2 id={titleId}>{copy.title}</h2>
              <p>{copy.description}</p>
            </header>
            <FormComponent labelledBy={titleId} />
          </section>
        );
      })}
      {hydrated && <AlertRegion />}
    </div>
  );
}
