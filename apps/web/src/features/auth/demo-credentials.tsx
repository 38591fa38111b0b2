import { Alert, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { fetchDemoLogin } from './api';
import classes from './demo-credentials.module.css';

type Fill = (email: string, password: string) => void;

type DemoAccounts = Awaited<ReturnType<typeof fetchDemoLogin>>;

/**
 * The accounts the server offers, asked once per mount; nothing when it cannot answer (the box stays away).
 * A plain request, not a query: the sign-in pages do not load the query client (decision 0038).
 */
function useDemoAccounts() {
  const [data, setData] = useState<DemoAccounts | null>(null);
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
export function DemoCredentials({ onFill }: { onFill: Fill }) {
  const data = useDemoAccounts();
  if (!data || (!data.demo && data.staff.length === 0)) return null;
  const { demo, staff } = data;
  return (
    <Alert color="blue" variant="light" title="Демо-доступ" aria-label="Демо-доступ">
      <Stack gap="xs">
        {demo && (
          <>
            <Text size="sm">
              Почта: <b>{demo.email}</b>
              <br />
              Пароль: <b>{demo.password}</b>
            </Text>
            <Group>
              <Button
                size="sm"
                variant="light"
                mih={44}
                leftSection={<IconPlayerPlay size={16} aria-hidden />}
                onClick={() => onFill(demo.email, demo.password)}
              >
                Заполнить демо-данные
              </Button>
            </Group>
          </>
        )}
        {staff.length > 0 && (
          <details className={classes.staff}>
            <summary className={classes.summary}>Войти как сотрудник — менеджер или монтажник</summary>
            <Text size="xs">Нажмите на сотрудника — почта и пароль встанут в форму.</Text>
            <ul className={classes.list} aria-label="Сотрудники демо-компании">
              {staff.map((person) => (
                <li key={person.email}>
                  <UnstyledButton
                    className={classes.person}
                    onClick={() => onFill(person.email, person.password)}
                  >
                    <Text size="sm" fw={600} component="span" display="block">
                      {person.name}, {person.role.toLowerCase()}
                    </Text>
                    <Text size="xs" component="span" display="block">
                      {person.email} · пароль {person.password}
                    </Text>
                  </UnstyledButton>
                </li>
              ))}
            </ul>
          </details>
        )}
      </Stack>
    </Alert>
  );
}
