import { IconDots } from '@tabler/icons-react';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import classes from './row-actions-button.module.css';

export interface RowActionsButtonProps extends ComponentPropsWithoutRef<'button'> {
  /** the row's name: the button reads «Действия: <name>» */
  name: string;
}

/**
 * A row's «…» button, in one plain element: a list draws one in every row of its first screen, and its
 * menu's code and state come with the first press (`RowMenu`, the clients' rows; decision 0060).
 */
export const RowActionsButton = forwardRef<HTMLButtonElement, RowActionsButtonProps>(
  function RowActionsButton({ name, className, ...props }, ref) {
    // Mantine's Menu.Target hands its button a className of its own: kept beside ours, not in its place
    return (
      <button
        ref={ref}
        type="button"
        className={`mantine-focus-auto ${classes.button}${className ? ` ${className}` : ''}`}
        aria-label={`Действия: ${name}`}
        {...props}
      >
        <IconDots size={20} aria-hidden />
      </button>
    );
  },
);
