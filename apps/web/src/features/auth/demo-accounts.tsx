import { IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { fetchDemoLogin } from './api';
import classes from './demo-accounts.module.css';
import type { DemoLogins } from './demo-answer';
import page from './login-page.module.css';

type Fill = (email: string, password: string) => void;

/** The accounts the server offers, asked once per mount; nothing when it cannot answer (the box stays away). */
function useDemoAccounts() {
  const [data, setData] = useState<DemoLogins | null>(null);
  useEffect(() => {
    let current = true;
    fetchDemoLogin().then(
      (accounts) => {
        if (current) setData(accounts);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);
  return data;
}

/**
 * The demo accounts box of the login page, shown while the server still offers them (issue 2 §1, issue 9
 * §1): the owner with one tap, and the staff — managers and installers — under a fold, each with his role.
 */
export function DemoAccounts({ onFill }: { onFill: Fill }) {
  const data = useDemoAccounts();
  if (!data || (!data.demo && data.staff.length === 0)) return null;
  const { demo, staff } = data;
  return (
    <div role="alert" aria-labelledby="demo-title" className={`${page.alert} ${page.demo}`}>
      <p id="demo-title" className={page.demoTitle}>
        Демо-доступ
      </p>
      {demo && (
        <>
          <p>
            Почта: <b>{demo.email}</b>
            <br />
            Пароль: <b>{demo.password}</b>
          </p>
          <button type="button" className={page.demoFill} onClick={() => onFill(demo.email, demo.password)}>
            <IconPlayerPlay size={16} aria-hidden />
            Заполнить демо-данные
          </button>
        </>
      )}
      {staff.length > 0 && (
        <details className={classes.staff}>
          <summary className={classes.summary}>Войти как сотрудник — менеджер или монтажник</summary>
          <p className={classes.detail}>Нажмите на сотрудника — почта и пароль встанут в форму.</p>
          <ul className={classes.list} aria-label="Сотрудники демо-компании">
            {staff.map((person) => (
              <li key={person.email}>
                <button
                  type="button"
                  className={classes.person}
                  onClick={() => onFill(person.email, person.password)}
                >
                  <span className={classes.name}>
                    {person.name}, {person.role.toLowerCase()}
                  </span>
                  <span className={classes.detail}>
                    {person.email} · пароль {person.password}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
