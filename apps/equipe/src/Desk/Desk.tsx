import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { DeskError, fetchMe } from '../api/desk.ts';
import type { Me } from '../api/types.ts';
import { Erase } from '../Erase/Erase.tsx';
import { Export } from '../Export/Export.tsx';
import { useIdleSignOut } from '../idle/idle.ts';
import { Journal } from '../Journal/Journal.tsx';
import { MESSAGES } from '../messages.ts';
import { Queue } from '../Queue/Queue.tsx';
import { RequestView } from '../RequestView/RequestView.tsx';
import { hrefOf, type Route, useRoute } from '../route/route.ts';
import { SignIn } from '../SignIn/SignIn.tsx';
import * as styles from '../styles/desk.css.ts';
import { Week } from '../Week/Week.tsx';

// Its own chunk, loaded when the screen opens (issue 37): the QR code maker, the route table and the
// experiments' content stay out of the JavaScript every sign-in loads (the desk's 140 KB budget).
const Campaigns = lazy(() => import('../Campaigns/Campaigns.tsx').then((module) => ({ default: module.Campaigns })));

type Profile = { kind: 'loading' } | { kind: 'staff'; me: Me } | { kind: 'not-staff' } | { kind: 'error'; message: string };

const NAV: ReadonlyArray<{ route: Route; label: string; direction?: true }> = [
  { route: { screen: 'file' }, label: MESSAGES.nav.file },
  { route: { screen: 'semaine' }, label: MESSAGES.nav.semaine },
  { route: { screen: 'campagnes' }, label: MESSAGES.nav.campagnes },
  { route: { screen: 'export' }, label: MESSAGES.nav.export },
  { route: { screen: 'effacer' }, label: MESSAGES.nav.effacer, direction: true },
  { route: { screen: 'journal' }, label: MESSAGES.nav.journal, direction: true },
];

/**
 * The desk: the sign-in until Auth has a session, then who is signed in (`desk_me`: a session of
 * an address outside the team is signed out at once) and the screen the fragment names.
 */
export function Desk({ db }: { db: SupabaseClient }) {
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  const [profile, setProfile] = useState<Profile>({ kind: 'loading' });
  const [notice, setNotice] = useState<string>();
  const route = useRoute();

  useEffect(() => {
    let live = true;
    void db.auth.getSession().then(({ data }) => live && setSession(data.session));
    // Never call Supabase from inside this callback (supabase-js holds a lock while it runs).
    const { data } = db.auth.onAuthStateChange((event, next) => {
      if (event === 'SIGNED_OUT' && live) setNotice((current) => current ?? MESSAGES.signIn.expired);
      if (live) setSession(next);
    });
    return () => {
      live = false;
      data.subscription.unsubscribe();
    };
  }, [db]);

  const idle = useCallback(() => {
    setNotice(MESSAGES.signIn.expired);
    void db.auth.signOut();
  }, [db]);
  useIdleSignOut(Boolean(session), idle);

  const userId = session?.user.id;
  useEffect(() => {
    if (userId === undefined) return;
    let live = true;
    setProfile({ kind: 'loading' });
    fetchMe(db).then(
      (me) => {
        if (!live) return;
        if (me) {
          setNotice(undefined);
          setProfile({ kind: 'staff', me });
        } else {
          setNotice(MESSAGES.signIn.notStaff);
          setProfile({ kind: 'not-staff' });
          void db.auth.signOut();
        }
      },
      (error: unknown) => live && setProfile({ kind: 'error', message: error instanceof DeskError ? error.message : MESSAGES.signIn.unavailable }),
    );
    return () => {
      live = false;
    };
  }, [db, userId]);

  if (session === undefined) return <p className={styles.main}>{MESSAGES.loading}</p>;
  if (session === null || profile.kind === 'not-staff') return <SignIn db={db} notice={notice} />;
  if (profile.kind === 'loading') return <p className={styles.main}>{MESSAGES.loading}</p>;
  if (profile.kind === 'error') {
    return (
      <main className={styles.main}>
        <p className={styles.notice.error} role="alert">
          {profile.message}
        </p>
        <button type="button" className={styles.linkButton} onClick={() => void db.auth.signOut()}>
          {MESSAGES.signOut}
        </button>
      </main>
    );
  }

  const { me } = profile;
  const current = route.screen === 'demande' ? 'file' : route.screen;
  return (
    <>
      <header className={styles.header}>
        <p className={styles.brand}>{MESSAGES.appName}</p>
        <nav className={styles.nav} aria-label={MESSAGES.nav.label}>
          <ul className={styles.navList}>
            {NAV.filter((item) => !item.direction || me.role === 'direction').map((item) => (
              <li key={item.route.screen}>
                <a className={styles.navLink} href={hrefOf(item.route)} aria-current={item.route.screen === current ? 'page' : undefined}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.who}>
          <span>
            {me.name} ({me.role === 'direction' ? 'direction' : 'équipe'})
          </span>
          <button
            type="button"
            className={styles.signOut}
            onClick={() => {
              setNotice(MESSAGES.signedOut);
              void db.auth.signOut();
            }}
          >
            {MESSAGES.signOut}
          </button>
        </div>
      </header>
      <main className={styles.main}>
        {route.screen === 'file' ? <Queue db={db} me={me} /> : null}
        {route.screen === 'demande' ? <RequestView db={db} me={me} reference={route.reference} /> : null}
        {route.screen === 'semaine' ? <Week db={db} /> : null}
        {route.screen === 'campagnes' ? (
          <Suspense fallback={<p>{MESSAGES.loading}</p>}>
            <Campaigns db={db} />
          </Suspense>
        ) : null}
        {route.screen === 'export' ? <Export db={db} /> : null}
        {route.screen === 'effacer' ? <Erase db={db} me={me} /> : null}
        {route.screen === 'journal' ? <Journal db={db} me={me} /> : null}
      </main>
    </>
  );
}
