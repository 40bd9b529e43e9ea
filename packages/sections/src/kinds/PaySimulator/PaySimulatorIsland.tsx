import type { PayRules } from '@ecole/content';
import { ageRuleNote } from '@ecole/content/apprenticeship/ageLimits';
import { type ContractYear, minimumPay, nextRaises } from '@ecole/content/apprenticeship/payGrid';
import { useState } from 'react';
import { AgeField, ChoiceGroup, parseAge, SimulatorCard, simulatorStyles as styles } from '../../parts/SimulatorForm/index.ts';
import { PAY_MESSAGES as messages } from './messages.ts';

/**
 * The pay simulator: an age and a year of the contract give the legal minimum (art. D6222-26)
 * and how it rises. An island (parts/Island), started when the visitor reaches it; it computes
 * with the rules the page was built with (its props), so it always agrees with the table under it.
 */
export default function PaySimulatorIsland({ rules }: { rules: PayRules }) {
  const [age, setAge] = useState('');
  const [contractYear, setContractYear] = useState<ContractYear>(1);
  const years = parseAge(age);
  const input = years === undefined ? undefined : { age: years, contractYear };
  const pay = input && minimumPay(input, rules.smic.monthlyGross, rules.grid);
  const raises = input ? nextRaises(input, rules.smic.monthlyGross, rules.grid) : [];

  return (
    <SimulatorCard
      island="ec-pay-simulator"
      title={messages.title}
      questions={() => (
        <>
          <AgeField
            label={messages.age}
            hint={messages.ageHint}
            value={age}
            onChange={setAge}
            note={years === undefined ? undefined : ageRuleNote(years, 'you')}
          />
          <ChoiceGroup legend={messages.year} options={messages.years} value={contractYear} onChange={setContractYear} />
        </>
      )}
      answer={
        <>
          <p className={styles.headline}>{pay ? messages.pay(pay) : messages.prompt}</p>
          {pay && <p className={styles.line}>{messages.legal}</p>}
        </>
      }
    >
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
    </SimulatorCard>
  );
}
