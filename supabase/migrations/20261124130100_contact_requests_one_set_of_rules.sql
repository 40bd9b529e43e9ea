-- contact_requests: one set of rules for a valid request, written here and repeated character
-- for character by the edge function (supabase/functions/_shared/contactRules.ts) and the form
-- (packages/contact/src/ContactForm/fieldLimits.ts). A row the database accepts is a row the
-- function can mail, and the other way round: one table of good and bad values
-- (supabase/functions/_shared/testing/contactValueCases.ts) is fed to all three.
--
-- What changes from 20251101120000:
-- - Lengths count characters (code points), as before; the function now counts the same way
--   (an emoji is one character, not two UTF-16 units).
-- - "Blank" is a fixed list of characters, not `[[:space:]]`: that class depends on the
--   server's locale (a no-break space is not a space for glibc, an ideographic space is) and
--   differs from JavaScript's `\s`. A name of no-break spaces or zero-width spaces is blank
--   everywhere now. The list, in every copy of these rules:
--     U+0009–U+000D, U+0020, U+0085, U+00A0, U+1680, U+180E, U+2000–U+200D, U+2028, U+2029,
--     U+202F, U+205F, U+2060, U+3000, U+FEFF.
-- - The name holds no control character (C0, DEL, C1), no line or paragraph separator and no
--   bidirectional embedding, override or isolate (U+202A–U+202E, U+2066–U+2069): it is one line
--   of text shown to staff. The message may hold tabs and line breaks, no other control
--   character (an escape sequence would rewrite the terminal of whoever exports the requests).
-- - The e-mail address is a bare `local@domain`, the only shape used as the mail's Reply-To:
--   a dot-atom local part of at most 64 characters (RFC 5322 atext, single dots, none first or
--   last), a domain of dotted LDH labels ending with a letters-only top-level label or a
--   punycode one (`xn--…`). No display name, no list, no quotes, no IP literal, no trailing dot,
--   and ASCII only: look-alike letters (Cyrillic `а`, fullwidth `ａ`), no-break and zero-width
--   spaces are refused here, so they cannot slip past the per-address limit either. An address
--   with an accented domain is written in punycode.
-- - The phone and the reason keep their rules (20251101120000, 20261124120000).
--
-- `not valid`: rows stored before this migration keep their values; every new row is checked.
-- But PostgreSQL checks a `not valid` constraint on every new version of a row too: an older,
-- unsent row breaking these rules could no longer be claimed or marked (each is an UPDATE), and
-- a sweep reaching it would fail whole. Such rows are set aside first, failed with a reason staff
-- read in the export (20261124130000 added the columns); rows already mailed stay as they are.
-- The known-reasons CHECK of 20261124120000 is dropped and put back around it, for the same
-- reason: an older row may hold a free-text reason. The test "an existing database upgraded"
-- (supabase/tests/upgrade.ts) runs this on rows of each kind.

alter table public.contact_requests drop constraint contact_requests_reason_known;

-- The same expressions as the constraints below.
update public.contact_requests
   set notify_failed_at = now(),
       notify_claim = null,
       notify_claimed_at = null,
       notify_next_at = null,
       notify_error = 'Enregistrée avant les règles actuelles du formulaire, qu’elle ne respecte pas (nom, adresse e-mail, téléphone, motif ou message) : le mail n’a pas été envoyé, traitez cette demande à la main.'
 where notified_at is null
   and notify_failed_at is null
   and not coalesce(
     name ~ '[^\u0009-\u000d\u0020\u0085\u00a0\u1680\u180e\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]'
     and char_length(name) <= 120
     and name !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]'
     and char_length(email) <= 254 and char_length(split_part(email, '@', 1)) <= 64
     and email ~ '^[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+([A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$'
     and (phone is null or (char_length(phone) <= 30 and phone ~ '^\+?[0-9 ().-]+$' and phone ~ '([0-9][^0-9]*){6}'))
     and reason in (
       'Formation IA',
       'Formation en alternance',
       'Recrutement d’un alternant',
       'Formation dirigeants et salariés',
       'Accessibilité et handicap',
       'Partenariat avec une collectivité',
       'Autre demande'
     )
     and message ~ '[^\u0009-\u000d\u0020\u0085\u00a0\u1680\u180e\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]'
     and char_length(message) <= 5000
     and message !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]',
     false
   );

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

alter table public.contact_requests
  drop constraint contact_requests_name_length,
  drop constraint contact_requests_name_single_line,
  drop constraint contact_requests_email_length,
  drop constraint contact_requests_email_shape,
  drop constraint contact_requests_message_length;

alter table public.contact_requests
  add constraint contact_requests_name_filled
    check (name ~ '[^\u0009-\u000d\u0020\u0085\u00a0\u1680\u180e\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]') not valid,
  add constraint contact_requests_name_length
    check (char_length(name) <= 120) not valid,
  add constraint contact_requests_name_single_line
    check (name !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]') not valid,
  add constraint contact_requests_email_length
    check (char_length(email) <= 254 and char_length(split_part(email, '@', 1)) <= 64) not valid,
  add constraint contact_requests_email_shape
    check (email ~ '^[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+([A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$') not valid,
  add constraint contact_requests_message_filled
    check (message ~ '[^\u0009-\u000d\u0020\u0085\u00a0\u1680\u180e\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]') not valid,
  add constraint contact_requests_message_length
    check (char_length(message) <= 5000) not valid,
  add constraint contact_requests_message_characters
    check (message !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]') not valid;
