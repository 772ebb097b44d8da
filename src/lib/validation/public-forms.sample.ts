// Test-only samples: complete, valid input of the public company forms, as typed in the browser.

export const BUSINESS_CONTACT_SAMPLE = {
  name_business: 'Retail Sur',
  name: 'Marta',
  email: 'marta@retailsur.cl',
  dialCode: '56',
  phone: '987654321',
  industry: 'Retail',
  team_size: '51 a 200',
  message: 'Promotores para temporada alta.',
};

export const FLEET_SAMPLE = {
  name_business: 'Transportes Quillota',
  rut_business: '76.086.428-5',
  name: 'Pedro Soto',
  email: 'pedro@quillota.cl',
  dialCode: '56',
  phone: '987654321',
  id_vehicle: '1',
  vehicles_needed: '12',
  id_region: '13000',
  id_schedule: '1',
  start_date: '2025-06-02',
  requirements: '',
};
