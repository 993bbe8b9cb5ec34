import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs } from '../tabs';

function Harness({ onSelect }: { onSelect?: (index: number) => void }) {
  const [selected, setSelected] = useState(0);
  return (
    <Tabs
      label="Industries"
      selectedIndex={selected}
      onSelect={(index) => {
        onSelect?.(index);
        setSelected(index);
      }}
      items={['Healthcare', 'E-commerce', 'Finance'].map((name) => ({
        key: name.toLowerCase(),
        label: name,
        panel: <p>{name} panel</p>,
      }))}
    />
  );
}

describe('Tabs (WAI-ARIA tabs)', () => {
  it('renders a labelled tablist, one selected tab, and every panel with only the selected one shown', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Industries' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    // Hidden panels are in the document (server HTML), not removed.
    const panels = document.querySelectorAll('[role="tabpanel"]');
    expect(panels).toHaveLength(3);
    expect([...panels].map((panel) => (panel as HTMLElement).hidden)).toEqual([false, true, true]);
    expect(screen.getByRole('tabpanel', { name: 'Healthcare' })).toHaveTextContent(
      'Healthcare panel',
    );
    expect(tabs[1]).toHaveAttribute('aria-controls', panels[1]!.id);
  });

  it('selects by click and moves with arrows (wrapping), Home and End, keeping a roving tabindex', () => {
    render(<Harness />);
    const tabs = screen.getAllByRole('tab');
    fireEvent.click(tabs[1]!);
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('E-commerce panel');

    fireEvent.keyDown(tabs[1]!, { key: 'ArrowRight' });
    expect(tabs[2]).toHaveFocus();
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight' });
    expect(tabs[0]).toHaveFocus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(tabs[2]).toHaveFocus();
    fireEvent.keyDown(tabs[2]!, { key: 'Home' });
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tabs[0]!, { key: 'End' });
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('ignores other keys', () => {
    const onSelect = jest.fn();
    render(<Harness onSelect={onSelect} />);
    fireEvent.keyDown(screen.getAllByRole('tab')[0]!, { key: 'ArrowDown' });
    expect(onSelect).not.toHaveBeenCalled();
  });
});
