import { Button } from '@mantine/core';
import { IconCalculator, IconListDetails } from '@tabler/icons-react';
import { Link } from 'react-router';

/** «Калькуляторы» in the header of another pricing page (the price list, the constructor). */
export function CalculatorsLink() {
  return (
    <Button
      component={Link}
      to="/configs/"
      variant="default"
      leftSection={<IconCalculator size={18} aria-hidden />}
    >
      Калькуляторы
    </Button>
  );
}

/** «Прайс-лист» in the header of another pricing page (the calculators, the constructor). */
export function PriceListLink() {
  return (
    <Button
      component={Link}
      to="/configs2/"
      variant="default"
      leftSection={<IconListDetails size={18} aria-hidden />}
    >
      Прайс-лист
    </Button>
  );
}
