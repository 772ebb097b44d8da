// Small line icons of the section navigation (decorative: the link text names the page).
const PATHS = {
  postings: 'M4 7h16v12H4zM9 7V5h6v2M4 12h16',
  profiles: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 19c0-3 3-5 6-5s6 2 6 5M16 5a3 3 0 0 1 0 6M18 14c2 .5 3 2.5 3 5',
  summary: 'M4 20h16M7 20V11M12 20V5M17 20v-6',
  review: 'M7 3h8l4 4v14H7zM15 3v4h4M10 14l2 2 4-4',
  privacy: 'M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6zM9 12l2 2 4-4',
  messages: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
  links: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
} as const;

export function NavIcon({ name }: { readonly name: keyof typeof PATHS }) {
  return (
    <svg className="bd-nav-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
