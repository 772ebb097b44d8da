// Wire shape of the worker's 'Novedades': the company's decisions on their documents since they
// last dismissed them, newest first ('Licencia de conducir aprobada', 'Cédula de identidad
// (frontal) rechazada: Imagen ilegible'), and the body that dismisses them.
import * as v from 'valibot';

const integer = v.pipe(v.number(), v.integer());

export const NewsItemSchema = v.object({
  id_event: integer,
  id_file: integer,
  id_profile_user: integer,
  profile_name: v.string(),
  document_name: v.string(),
  decision: v.picklist(['approved', 'rejected']),
  /** A rejection's reason as the document card reads it. */
  reason: v.nullable(v.string()),
  /** The line to show. */
  title: v.string(),
  decided_at: v.string(),
});
export type NewsItem = v.InferOutput<typeof NewsItemSchema>;

export const NEWS_LIMIT = 20;

export const NewsAnswerSchema = v.object({ data: v.array(NewsItemSchema), count: integer });

export const DISMISS_NEWS_MESSAGE = 'Indica hasta qué novedad descartar';

/** Dismisses every item up to `until` (the newest id_event shown), never those that came later. */
export const DismissNewsBodySchema = v.object({
  until: v.pipe(v.number(DISMISS_NEWS_MESSAGE), v.integer(DISMISS_NEWS_MESSAGE), v.minValue(1, DISMISS_NEWS_MESSAGE)),
});

export const DismissNewsAnswerSchema = v.object({ message: v.string(), data: v.object({ dismissed: integer }) });
