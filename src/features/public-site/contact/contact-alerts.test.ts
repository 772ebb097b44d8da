import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http/api-error';
import { errorAlerts, successAlert } from './contact-alerts';

const refused = new ApiError('http', 400, ['Correo electrónico: Campo requerido', 'Teléfono: Campo requerido']);
const offline = new ApiError('network', 0, []);

describe('contact form alerts', () => {
  it("says 'Mensaje enviado correctamente.' when the server gives no message", () => {
    expect(successAlert('contact', null)).toMatchObject({ type: 'success', message: 'Mensaje enviado correctamente.' });
    expect(successAlert('inquiry', 'Recibido')).toMatchObject({ message: 'Recibido', durationMs: 4000 });
    expect(successAlert('fleet', 'Listo')).toMatchObject({ durationMs: 4000 });
  });

  it("prefixes contact failures with 'Error al enviar el mensaje: ' and joins the messages with ', '", () => {
    expect(errorAlerts('contact', refused)).toEqual([
      {
        type: 'error',
        title: 'No se pudo enviar',
        message: 'Error al enviar el mensaje: Correo electrónico: Campo requerido, Teléfono: Campo requerido',
        durationMs: 4000,
      },
    ]);
  });

  it('shows one alert per message for the fleet requirements, 5 s each', () => {
    expect(errorAlerts('fleet', refused).map((alert) => [alert.message, alert.durationMs])).toEqual([
      ['Error al enviar el mensaje: Correo electrónico: Campo requerido', 5000],
      ['Error al enviar el mensaje: Teléfono: Campo requerido', 5000],
    ]);
  });

  it("uses 'Ocurrio un error al enviar el mensaje.' for the business contact", () => {
    expect(errorAlerts('businessContact', refused).map((alert) => alert.message)).toEqual([
      'Ocurrio un error al enviar el mensaje.',
    ]);
  });

  it('says how long to wait when the server is asked too often (429), whatever the form', () => {
    const wait = 'Demasiadas solicitudes. Por seguridad, espera 10 minutos antes de volver a intentarlo.';
    const throttled = new ApiError('http', 429, [wait]);
    expect(errorAlerts('businessContact', throttled).map((alert) => alert.message)).toEqual([
      `Ocurrio un error al enviar el mensaje. ${wait}`,
    ]);
    expect(errorAlerts('contact', throttled)[0]?.message).toBe(`Error al enviar el mensaje: ${wait}`);
    expect(errorAlerts('fleet', throttled).map((alert) => alert.message)).toEqual([
      `Error al enviar el mensaje: ${wait}`,
    ]);
  });

  it("prefixes inquiry failures with 'Ocurrio un error: '", () => {
    expect(errorAlerts('inquiry', refused)[0]?.message).toBe(
      'Ocurrio un error: Correo electrónico: Campo requerido, Teléfono: Campo requerido',
    );
  });

  it('still says something useful when no server message came back', () => {
    expect(errorAlerts('contact', offline)[0]?.message).toBe(
      'Error al enviar el mensaje: Intenta nuevamente más tarde.',
    );
  });

  it('keeps each alert on screen for its fixed time (3 to 5 s where none is fixed)', () => {
    const seconds = (alerts: { durationMs?: number }[]) => alerts.map((alert) => (alert.durationMs ?? 0) / 1000);
    expect(seconds(errorAlerts('contact', refused))).toEqual([4]);
    expect(seconds(errorAlerts('businessContact', refused))).toEqual([4]);
    expect(seconds(errorAlerts('inquiry', refused))).toEqual([4]);
    expect(seconds(errorAlerts('fleet', refused))).toEqual([5, 5]);
    expect(seconds([successAlert('inquiry', null), successAlert('fleet', null)])).toEqual([4, 4]);
    for (const duration of seconds([successAlert('contact', null), successAlert('businessContact', null)])) {
      expect(duration).toBeGreaterThanOrEqual(3);
      expect(duration).toBeLessThanOrEqual(5);
    }
  });
});
