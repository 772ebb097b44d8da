// The company area as its page first paints, before any of its code runs: the same layout and
// postings view the island renders on arrival, with no company yet (logo and name are filled in by
// the island) and the postings still loading. The shell page renders it to static HTML as the
// island's fallback, so the first view (the heading and its lead) is painted from the HTML and the
// island takes over without a shift. The shared frame-fit script after it fits it to the address
// by the table it carries: the section marked current, the postings view kept only on the
// postings' own addresses.
import type { LoggedBusiness } from '@/lib/session/types.ts';
import { BLANK_IMAGE } from '@/components/session/blank-image.ts';
import { frameFitAttribute } from '@/components/session/frame-fit.ts';
import type { Brand } from '@/stores/brand.ts';
import { PostingsView } from '@/features/business-dashboard/postings/PostingsView.tsx';
import { BUSINESS_ROUTES } from '@/features/business-dashboard/routing/router.ts';
import { DashboardLayout, NAV } from './DashboardLayout.tsx';

/** No company yet: the layout keeps the company's place, empty. */
const PENDING_BUSINESS: LoggedBusiness = { role: '', email: '', name: '', phone: null, logo: null, slug: '' };

const FIT = frameFitAttribute({
  routes: BUSINESS_ROUTES,
  keep: [{ selector: '[data-frame-view]', routes: ['home', 'postings'] }],
  current: NAV.map((item) => ({ selector: `nav a[href="${item.href}"]`, routes: item.routes })),
});

export function DashboardFrame({ brand }: { readonly brand: Brand }) {
  // Inert: nothing in it works before the island runs, so nothing can be pressed or typed there
  // (and lost); it is painted all the same.
  return (
    <div className="bd-frame" inert data-frame-fit={FIT}>
      <DashboardLayout brand={{ ...brand, logo: BLANK_IMAGE, name: '' }} business={PENDING_BUSINESS} route={null}>
        <div className="bd-frame-view" data-frame-view>
          <PostingsView />
        </div>
      </DashboardLayout>
    </div>
  );
}
