import { Button } from '@mantine/core';
import { IconTools, IconWallet } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';

/** The calculator template builder with nothing to build from yet. */
export function CalcConstructEmpty() {
  return (
    <EmptyState
      icon={<IconTools size={30} />}
      title="Шаблон не выбран"
      description="Конструктор собирает шаблон калькулятора: строки по группам (основное, дополнительно, выезд, прочее, себестоимость) и правила — например, коэффициент за высоту или минимальный заказ. Каждая строка берёт количество из чертежа: площадь, периметр, углы."
      actions={
        <Button component={Link} to="/configs/" variant="light">
          Калькуляторы
        </Button>
      }
    />
  );
}

/** The expenses (расходы) list with no expenses in it. */
export function RashodEmpty() {
  return (
    <EmptyState
      icon={<IconWallet size={30} />}
      title="Расходов пока нет"
      description="Здесь будут расходы компании: материалы, выезды, зарплата монтажников — по объектам и по датам, для отчётов о прибыли. Их видят владелец и сотрудники с правом на расходы."
      actions={
        <>
          <Button component={Link} to="/reports/" variant="light">
            Отчёты
          </Button>
          <Button component={Link} to="/users/" variant="default">
            Права сотрудников
          </Button>
        </>
      }
    />
  );
}
