// End state after the power is sent, in place of the form: the process has started, what was sent
// (personal numbers partly hidden), what happens next, and 'Cerrar' back to '/'. Nothing here can
// send the power again.
import { useEffect, useRef } from 'react';
import type { SentPower } from './sent-summary.ts';

interface PowerSentProps {
  readonly sent: SentPower;
  readonly onClose: () => void;
}

export function PowerSent({ sent, onClose }: PowerSentProps) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    title.current?.focus();
  }, []);
  return (
    <section className="power-sent" aria-labelledby="poder-creado-titulo">
      <h2 id="poder-creado-titulo" ref={title} tabIndex={-1}>
        Proceso iniciado
      </h2>
      <p id="poder-creado-texto" className="power-sent-lead">
        El proceso de creación del poder simple ha comenzado. El dueño del vehículo debe firmarlo a través de WhatsApp:
        le enviamos un mensaje con las instrucciones.
      </p>
      <h3>Datos enviados</h3>
      <dl className="power-sent-summary">
        <div>
          <dt>Conductor</dt>
          <dd>
            {sent.driver.name}, RUT {sent.driver.rut}
          </dd>
        </div>
        <div>
          <dt>Vehículo</dt>
          <dd>
            {sent.vehicle.description}, patente {sent.vehicle.plate}
          </dd>
        </div>
        <div>
          <dt>Dueño del vehículo</dt>
          <dd>
            {sent.owner.name}, RUT {sent.owner.rut}, WhatsApp {sent.owner.phone}
          </dd>
        </div>
      </dl>
      <h3>Qué sigue</h3>
      <p>
        El dueño recibirá un mensaje por WhatsApp en el número indicado para revisar y firmar el poder. No necesitas
        enviarlo de nuevo.
      </p>
      <div className="power-dialog-actions">
        <button type="button" className="btn" onClick={onClose}>
          Cerrar
        </button>
      </div>
    </section>
  );
}
