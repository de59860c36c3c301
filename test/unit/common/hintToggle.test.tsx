import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Hint } from '../../../src/common/Hint';
import { ToggleGroup } from '../../../src/common/ToggleGroup';

describe('Hint', () => {
  function Undo({ disabled = false }: { disabled?: boolean }) {
    return (
      <Hint title="Annuler (Ctrl+Z)">
        <IconButton aria-label="Annuler" disabled={disabled}>
          ↶
        </IconButton>
      </Hint>
    );
  }

  it('draws nothing but its button until it is wanted', () => {
    render(<Undo />);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuler' }).parentElement).not.toHaveAttribute(
      'aria-describedby',
    );
  });

  it('shows on hover after a short delay, describes the button, hides when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(<Undo />);
    const button = screen.getByRole('button', { name: 'Annuler' });
    await user.hover(button);
    const hint = await screen.findByRole('tooltip');
    expect(hint).toHaveTextContent('Annuler (Ctrl+Z)');
    expect(button.parentElement).toHaveAttribute('aria-describedby', hint.id);
    await user.unhover(button);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows for a disabled button too (its span receives the pointer)', async () => {
    const user = userEvent.setup();
    render(<Undo disabled />);
    await user.hover(screen.getByRole('button', { name: 'Annuler' }).parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Annuler (Ctrl+Z)');
  });

  it('shows when the keyboard brings the focus, and Escape hides it', async () => {
    const user = userEvent.setup();
    render(<Undo />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Annuler (Ctrl+Z)');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('keeps the same button when it shows (no new element, focus kept)', async () => {
    const user = userEvent.setup();
    render(<Undo />);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Annuler' });
    await screen.findByRole('tooltip');
    expect(screen.getByRole('button', { name: 'Annuler' })).toBe(button);
    expect(button).toHaveFocus();
  });

  it('shows during a long touch and hides a while after', async () => {
    jest.useFakeTimers();
    try {
      render(<Undo />);
      const span = screen.getByRole('button', { name: 'Annuler' }).parentElement!;
      const touch = (type: string) =>
        act(() => {
          const event = new MouseEvent(type, { bubbles: true });
          Object.defineProperty(event, 'pointerType', { value: 'touch' });
          span.dispatchEvent(event);
        });
      touch('pointerdown');
      act(() => jest.advanceTimersByTime(600));
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.getByRole('tooltip')).toHaveTextContent('Annuler (Ctrl+Z)');
      touch('pointerup');
      act(() => jest.advanceTimersByTime(1400));
      expect(screen.getByRole('tooltip')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('ToggleGroup', () => {
  function Screens() {
    const [screenName, setScreen] = useState('desktop');
    return (
      <ToggleGroup aria-label="Écran">
        {['desktop', 'tablet', 'phone'].map((name) => (
          <ToggleButton
            key={name}
            value={name}
            selected={screenName === name}
            onChange={() => setScreen(name)}
          >
            {name}
          </ToggleButton>
        ))}
      </ToggleGroup>
    );
  }

  it('is a labelled group of pressed and unpressed buttons, each reached with Tab', async () => {
    const user = userEvent.setup();
    render(<Screens />);
    const group = screen.getByRole('group', { name: 'Écran' });
    const [desktop, tablet, phone] = ['desktop', 'tablet', 'phone'].map((name) =>
      screen.getByRole('button', { name }),
    );
    expect(group).toContainElement(desktop);
    expect(desktop).toHaveAttribute('aria-pressed', 'true');
    expect(tablet).toHaveAttribute('aria-pressed', 'false');
    await user.tab();
    expect(desktop).toHaveFocus();
    await user.tab();
    expect(tablet).toHaveFocus();
    await user.keyboard(' ');
    expect(tablet).toHaveAttribute('aria-pressed', 'true');
    expect(desktop).toHaveAttribute('aria-pressed', 'false');
    await user.click(phone);
    expect(phone).toHaveAttribute('aria-pressed', 'true');
    expect(tablet).toHaveAttribute('aria-pressed', 'false');
  });

  it('moves the focus along its buttons with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<Screens />);
    const [desktop, tablet, phone] = ['desktop', 'tablet', 'phone'].map((name) =>
      screen.getByRole('button', { name }),
    );
    await user.tab();
    expect(desktop).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tablet).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(phone).toHaveFocus();
    await user.keyboard('{Home}');
    expect(desktop).toHaveFocus();
    await user.keyboard('{End}');
    expect(phone).toHaveFocus();
    expect(desktop).toHaveAttribute('aria-pressed', 'true');
  });
});
