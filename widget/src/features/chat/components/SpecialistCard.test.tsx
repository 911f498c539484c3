import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SpecialistCard } from './SpecialistCard.tsx';

afterEach(cleanup);

const specialist = {
  id: 3,
  name: 'Oak & Stone Floors',
  slug: 'oak-stone-floors-leeds',
  city: 'Leeds',
  servicesOffered: ['Hardwood Flooring', 'Tile Installation'],
  averageRating: '4.66',
  reviewCount: 12,
};

describe('SpecialistCard', () => {
  it('links the name to the profile on the Flo site and shows city, services and rating', () => {
    render(<SpecialistCard specialist={specialist} siteOrigin="https://flo.example" />);
    const link = screen.getByRole('link', { name: 'Oak & Stone Floors' });
    expect(link.getAttribute('href')).toBe('https://flo.example/specialist/oak-stone-floors-leeds');
    expect(screen.getByText('Leeds')).toBeTruthy();
    expect(screen.getByText('Hardwood Flooring, Tile Installation')).toBeTruthy();
    expect(screen.getByText('★ 4.7')).toBeTruthy();
    expect(screen.getByText('12 reviews')).toBeTruthy();
  });

  it("says 'New' for a specialist without a rating", () => {
    render(
      <SpecialistCard
        specialist={{ ...specialist, averageRating: null, reviewCount: 0 }}
        siteOrigin="https://flo.example"
      />,
    );
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.queryByText(/★/)).toBeNull();
    expect(screen.getByText('0 reviews')).toBeTruthy();
  });

  it('shows the response time Flo measured, and nothing when it publishes no figures', () => {
    const figures = { leads: 12, answered: 11, responseRate: 92, medianFirstResponseMinutes: 95 };
    render(
      <SpecialistCard
        specialist={{ ...specialist, responseFigures: figures }}
        siteOrigin="https://flo.example"
      />,
    );
    expect(
      screen.getByText('Typically replies in 1 hour 35 minutes; answers 92% of enquiries'),
    ).toBeTruthy();
    cleanup();
    render(
      <SpecialistCard
        specialist={{
          ...specialist,
          responseFigures: {
            ...figures,
            answered: 0,
            responseRate: 0,
            medianFirstResponseMinutes: null,
          },
        }}
        siteOrigin="https://flo.example"
      />,
    );
    expect(screen.getByText('Answers 0% of enquiries')).toBeTruthy();
    cleanup();
    render(<SpecialistCard specialist={{ ...specialist, responseFigures: null }} siteOrigin="" />);
    expect(screen.queryByText(/replies|Answers/)).toBeNull();
  });
});
