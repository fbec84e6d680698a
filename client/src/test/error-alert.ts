/** What a failed load shows (specification §8), as the feature tests check it. */
import { screen, within } from '@testing-library/react';

/**
 * Expects the page's alert to say `text` and to list `messages`, in order, under the details
 * label; returns the alert for further checks.
 */
export function expectErrorAlert(text: string, detailsLabel: string, messages: string[]) {
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent(text);
  const list = within(alert).getByRole('list', { name: detailsLabel });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(messages);
  return alert;
}
