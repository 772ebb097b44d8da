// Seeds the main worker's attendance and penalty records and work experience. The worker has
// no bank account on purpose (the bank page starts empty).
import type { Database } from '../db/database.ts';
import type { EmploymentType } from '../../src/lib/reference/index.ts';
import type { AccountIds } from './accounts.ts';
import { daysFrom, seedTimestamp } from './time.ts';

const ATTENDANCE: readonly (readonly [day: number, confirm: 'SI' | 'NO'])[] = [
  [-1, 'SI'],
  [-2, 'SI'],
  [-3, 'NO'],
  [-6, 'SI'],
  [-7, 'SI'],
  [-8, 'SI'],
  [-9, 'NO'],
  [-10, 'SI'],
];

const PENALTIES: readonly (readonly [operation: string, day: number, amount: number, description: string])[] = [
  ['Atraso en inicio de ruta', -3, 15000, 'Inicio de ruta 45 minutos después de lo acordado sin aviso previo.'],
  [
    'Entrega fuera de horario',
    -12,
    8000,
    'Dos entregas realizadas fuera de la ventana horaria comprometida con el cliente.',
  ],
  ['Documentación incompleta', -25, 5000, 'Guías de despacho sin firma del receptor en la ruta Macul - Ñuñoa.'],
];

interface Experience {
  readonly job_title: string;
  readonly company_name: string;
  readonly type_employment: EmploymentType;
  readonly location: string;
  readonly start_date: string;
  readonly end_date: string;
  readonly duration: string;
  readonly job_description: string;
}

const EXPERIENCE: readonly Experience[] = [
  {
    job_title: 'Conductora de reparto última milla',
    company_name: 'Despachos Express SpA',
    type_employment: 'Jornada completa',
    location: 'Santiago, Región Metropolitana',
    start_date: '2021-03-01',
    end_date: '2024-06-30',
    duration: '3 años y 4 meses',
    job_description:
      'Reparto diario de 60 a 80 paquetes en furgón, planificación de rutas con aplicación móvil y rendición de guías de despacho.',
  },
  {
    job_title: 'Peoneta de camión',
    company_name: 'Mudanzas del Valle Ltda.',
    type_employment: 'Contrato temporal',
    location: 'Viña del Mar, Valparaíso',
    start_date: '2019-01-07',
    end_date: '2020-12-18',
    duration: '1 año y 11 meses',
    job_description: 'Carga y descarga de mudanzas, embalaje de muebles y apoyo al conductor en la ruta.',
  },
];

/** Seeds the records; attendance and penalties fall on days relative to `today`. */
export function seedRecords(db: Database, accounts: AccountIds, today: Date = new Date()): void {
  const attendance = db.prepare(
    'INSERT INTO attendance_records (id_user, name_business, date_confirm, confirm) VALUES (?, ?, ?, ?)',
  );
  for (const [day, confirm] of ATTENDANCE) {
    attendance.run(accounts.worker, 'Transportes Andes', daysFrom(today, day), confirm);
  }

  const penalty = db.prepare(
    `INSERT INTO penalty_records (id_user, operation, date_confirm, amount, description)
     VALUES (?, ?, ?, ?, ?)`,
  );
  for (const [operation, day, amount, description] of PENALTIES) {
    penalty.run(accounts.worker, operation, daysFrom(today, day), amount, description);
  }

  const experience = db.prepare(
    `INSERT INTO experience_work (id_user, job_title, company_name, type_employment, location,
       start_date, end_date, duration, job_description, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  EXPERIENCE.forEach((entry, index) => {
    experience.run(
      accounts.worker,
      entry.job_title,
      entry.company_name,
      entry.type_employment,
      entry.location,
      entry.start_date,
      entry.end_date,
      entry.duration,
      entry.job_description,
      seedTimestamp(-100 + index),
    );
  });
}
