-- contact_requests.reason: one of the site's known reasons (DESIGN.md §3), never free text. It is
-- put in the subject of the staff's mail, so a visitor must not be able to write it. The list is
-- the labels of packages/content/src/contactReasons.ts; the edge function checks the same list
-- (supabase/functions/_shared/contactReasons.ts) and a test keeps the three equal.
-- The known list implies the old bounds (not empty, 80 characters, one line): they go.
-- `not valid`: rows stored before this migration keep their reason; every new row is checked.

alter table public.contact_requests
  drop constraint contact_requests_reason_length,
  drop constraint contact_requests_reason_single_line;

alter table public.contact_requests
  add constraint contact_requests_reason_known check (
    reason in (
      'Formation IA',
      'Formation en alternance',
      'Recrutement d’un alternant',
      'Formation dirigeants et salariés',
      'Accessibilité et handicap',
      'Partenariat avec une collectivité',
      'Autre demande'
    )
  ) not valid;
