// Names shown for the general documents the API identifies by purpose (custom files carry their
// own title). Unknown purposes read as their words: 'carnet_manipulador' → 'Carnet manipulador'.

const NAMES: Readonly<Record<string, string>> = {
  cedula_identidad_frontal: 'Cédula de identidad (frontal)',
  cedula_identidad_posterior: 'Cédula de identidad (posterior)',
  licencia_conducir: 'Licencia de conducir',
  certificado_antecedentes: 'Certificado de antecedentes',
  hoja_vida_conductor: 'Hoja de vida del conductor',
  furgon_interior_general: 'Foto interior del furgón',
  padron_vehiculo: 'Padrón del vehículo',
  revision_tecnica: 'Revisión técnica',
  seguro_obligatorio: 'Seguro obligatorio (SOAP)',
  certificado_afp: 'Certificado de cotizaciones AFP',
  certificado_domicilio: 'Certificado de domicilio',
  contrato_anterior: 'Finiquito del empleo anterior',
};

function humanise(purpose: string): string {
  const words = purpose.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function documentName(file: { readonly purpose_name: string; readonly title?: string | null }): string {
  return file.title?.trim() || NAMES[file.purpose_name] || humanise(file.purpose_name);
}
