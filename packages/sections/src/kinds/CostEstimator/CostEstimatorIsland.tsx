import type { CostRulesData } from '@ecole/content';
import { ageRuleNote } from '@ecole/content/apprenticeship/ageLimits';
import { type CompanySize, type DiplomaLevel, employerCost } from '@ecole/content/apprenticeship/employerCost';
import type { ContractYear } from '@ecole/content/apprenticeship/payGrid';
import { Field, Select } from '@ecole/ui/Field';
import { useState } from 'react';
import { AgeField, ChoiceGroup, parseAge, SimulatorCard, simulatorStyles as styles } from '../../parts/SimulatorForm/index.ts';
import { COST_MESSAGES as messages } from './messages.ts';

/**
 * The employer's cost estimate: age, year of the contract, diploma level, company size (and the
 * disabled-worker recognition, which has its own aid) give the gross pay, the aid and what is left
 * to pay each month. An island (parts/Island), started when the visitor reaches it; it computes
 * with the rules the page was built with (its props), the same as the page's table and claims.
 */
export default function CostEstimatorIsland({ rules }: { rules: CostRulesData }) {
  const [age, setAge] = useState('');
  const [contractYear, setContractYear] = useState<ContractYear>(1);
  const [level, setLevel] = useState<DiplomaLevel>(6);
  const [size, setSize] = useState<CompanySize>('under250');
  const [disabledWorker, setDisabledWorker] = useState(false);
  const years = parseAge(age);
  const cost =
    years === undefined
      ? undefined
      : employerCost(
          { age: years, contractYear, level, size, disabledWorker },
          {
            smicMonthly: rules.smic.monthlyGross,
            ...(rules.aid ? { aid: rules.aid } : {}),
            ...(rules.participation ? { participation: rules.participation } : {}),
          },
        );

  return (
    <SimulatorCard
      island="ec-cost-estimator"
      title={messages.title}
      questions={(titleId) => (
        <>
          <AgeField
            label={messages.age}
            hint={messages.ageHint}
            value={age}
            onChange={setAge}
            note={years === undefined ? undefined : ageRuleNote(years, 'apprentice')}
          />
          <ChoiceGroup legend={messages.year} options={messages.years} value={contractYear} onChange={setContractYear} />
          <Field id={`${titleId}-level`} label={messages.level}>
            {() => (
              <Select id={`${titleId}-level`} value={level} onChange={(event) => setLevel(Number(event.target.value) as DiplomaLevel)}>
                {messages.levels.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <ChoiceGroup legend={messages.size} options={messages.sizes} value={size} onChange={setSize} />
          <label className={styles.check} htmlFor={`${titleId}-disabled`}>
            <input id={`${titleId}-disabled`} type="checkbox" checked={disabledWorker} onChange={(event) => setDisabledWorker(event.target.checked)} />
            {messages.disabled}
          </label>
        </>
      )}
      answer={
        cost ? (
          <>
            <p className={styles.headline}>{messages.headline(cost)}</p>
            <dl className={styles.figures}>
              <div className={styles.figureRow}>
                <dt className={styles.figureTerm}>{messages.payTerm}</dt>
                <dd className={styles.figureValue}>{messages.pay(cost)}</dd>
              </div>
              <div className={styles.figureRow}>
                <dt className={styles.figureTerm}>{messages.aidTerm}</dt>
                <dd className={styles.figureValue}>{messages.aid(cost, contractYear, rules.aid !== undefined)}</dd>
              </div>
              <div className={styles.figureRow}>
                <dt className={styles.figureTerm}>{messages.costTerm}</dt>
                <dd className={styles.figureValue}>{messages.cost(cost)}</dd>
              </div>
            </dl>
            {cost.aidCoversPay && <p className={styles.line}>{messages.aidCoversPay}</p>}
            {cost.participation > 0 && <p className={styles.line}>{messages.participation(cost.participation)}</p>}
            {size === 'from250' && cost.aidTotal > 0 && rules.aid?.conditionFrom250 && (
              <p className={styles.line}>{messages.condition(rules.aid.conditionFrom250)}</p>
            )}
          </>
        ) : (
          <p className={styles.headline}>{messages.prompt}</p>
        )
      }
    >
      <p className={styles.line}>{messages.legal}</p>
    </SimulatorCard>
  );
}
