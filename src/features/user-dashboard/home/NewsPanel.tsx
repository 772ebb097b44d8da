// 'Novedades' on the worker's home: the company's decisions on their documents since they last
// dismissed them ('Licencia de conducir aprobada', 'Cédula de identidad (frontal) rechazada:
// Imagen ilegible'), newest first, and 'Descartar' to clear them. Nothing shows when there is no
// news; a failed load or dismissal says so and can be tried again.
import { useStore } from '@nanostores/react';
import { useDeferredValue, useEffect, useState } from 'react';
import { formatDate } from '@/lib/format/index.ts';
import { inSeparateTasks } from '@/lib/next-task.ts';
import { failureText } from '@/features/user-dashboard/shared/api-answer.ts';
import { dismissNews } from './news-api.ts';
import { $news, forgetNews, loadNews, newsState } from './news-store.ts';

export function NewsPanel() {
  const state = newsState(useDeferredValue(useStore($news)));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    // In a task of its own, apart from the home's other first reads (see HomeView).
    const cancel = inSeparateTasks([() => void loadNews()]);
    return () => {
      cancel();
      forgetNews();
    };
  }, []);

  if (state.status === 'error') {
    return (
      <section className="dash-card news-card" aria-labelledby="novedades-titulo">
        <h2 id="novedades-titulo">Novedades</h2>
        <p role="alert">No pudimos cargar tus novedades. {state.error}</p>
        <button type="button" className="btn btn-outline" onClick={() => void loadNews()}>
          Reintentar
        </button>
      </section>
    );
  }
  if (state.status !== 'ready' || state.data.length === 0) return null;
  const items = state.data;

  const dismiss = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await dismissNews(Math.max(...items.map((item) => item.id_event)));
      await loadNews();
    } catch (error) {
      setProblem(`No pudimos descartar las novedades. ${failureText(error)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="dash-card news-card" aria-labelledby="novedades-titulo">
      <div className="news-head">
        <h2 id="novedades-titulo">Novedades</h2>
        <button type="button" className="btn btn-outline" onClick={() => void dismiss()} disabled={busy}>
          {busy ? 'Descartando…' : 'Descartar'}
          <span className="visually-hidden"> novedades</span>
        </button>
      </div>
      <ul className="news-list">
        {items.map((item) => (
          <li key={item.id_event} data-decision={item.decision}>
            <span>{item.title}</span> <span className="news-date">{formatDate(item.decided_at)}</span>
          </li>
        ))}
      </ul>
      {problem && <p role="alert">{problem}</p>}
    </section>
  );
}
