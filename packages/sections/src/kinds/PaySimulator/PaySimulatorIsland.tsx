import type { PayRules } from '@ecole/content';
import { ageRuleNote } from '@ecole/content/apprenticeship/ageLimits';
import { type ContractYear, minimumPay, nextRaises } from '@ecole/content/apprenticeship/payGrid';
import { useId, useState } from 'react';
import { AgeField, ChoiceGroup, parseAge, simulatorStyles as styles } from '../../parts/SimulatorForm/index.ts';
import { PAY_MESSAGES as messages } from './messages.ts';

/**
 * The pay simulator: an age and a year of the contract give the legal minimum (art. D6222-26)
 * and how it rises. Loaded after the first paint by the section (`useIsland`), it computes with
 * the rules the page was built with, so it always agrees with the table under it.
 */
export default function PaySimulatorIsland({ rules }: { rules: PayRules }) {
  const titleId = useId();
  const [age, setAge] = useState('');
  const [contractYear, setContractYear] = useState<ContractYear>(1);
  const years = parseAge(age);
  const input = years === undefined ? undefined : { age: years, contractYear };
  const pay = input && minimumPay(input, rules.smic.monthlyGross, rules.grid);
  const raises = input ? nextRaises(input, rules.smic.monthlyGross, rules.grid) : [];

  return (
    // Nothing to submit: the answer follows every change. `data-island` marks this chunk for the import-cost test.
    <form className={styles.form} aria-labelledby={titleId} data-island="ec-pay-simulator" onSubmit={(event) => event.preventDefault()}>
      <h3 id={titleId} className={styles.title}>
        {messages.title}
      </h3>
      <div className={styles.questions}>
        <AgeField
          label={messages.age}
          hint={messages.ageHint}
          value={age}
          onChange={setAge}
          note={years === undefined ? undefined : ageRuleNote(years, 'you')}
        />
        <ChoiceGroup legend={messages.year} options={messages.years} value={contractYear} onChange={setContractYear} />
      </div>
      <div className={styles.result}>
        {/* Announced by screen readers each time it changes (a polite live region). */}
        <div role="status" aria-live="polite" aria-atomic="true">
          <p className={styles.headline}>{pay ? messages.pay(pay) : messages.prompt}</p>
          {pay && <p className={styles.line}>{messages.legal}</p>}
        </div>
        {pay && (
          <>
            {pay.band.agreementMinimumApplies && <p className={styles.line}>{messages.agreement}</p>}
            <p className={styles.line}>
              <strong>{messages.raisesTitle}</strong>
            </p>
            {raises.length > 0 ? (
              <ul className={styles.list}>
                {raises.map((raise) => (
                  <li key={raise.kind}>{messages.raise(raise)}</li>
                ))}
              </ul>
            ) : (
              <p className={styles.line}>{messages.noRaise}</p>
            )}
          </>
        )}
      </div>
    </form>
  );
}
