// The number of documents awaiting review beside 'Por revisar' (read once when the area opens,
// then kept by the review view). Screen readers hear it with the link: 'Por revisar, 12 por revisar'.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $reviewCount, refreshReviewCount } from '@/features/business-dashboard/shared/review-count.ts';

export function ReviewCount() {
  const count = useStore($reviewCount);
  useEffect(() => {
    if ($reviewCount.get() === null) void refreshReviewCount();
  }, []);
  if (count === null || count === 0) return null;
  return (
    <span className="bd-nav-count">
      <span className="visually-hidden">, </span>
      {count}
      <span className="visually-hidden"> por revisar</span>
    </span>
  );
}
