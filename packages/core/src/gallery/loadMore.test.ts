import { shouldLoadMore, type LoadMoreCheck } from './loadMore';

const tall: LoadMoreCheck = {
  distanceToEnd: 5000,
  threshold: 800,
  contentHeight: 6000,
  viewportHeight: 900,
  roundsWithoutScroll: 0,
};

describe('when a gallery loads its next images', () => {
  it('loads when the end comes within the scroll threshold, not before', () => {
    expect(shouldLoadMore(tall)).toBe(false);
    expect(shouldLoadMore({ ...tall, distanceToEnd: 799 })).toBe(true);
    expect(shouldLoadMore({ ...tall, distanceToEnd: -50 })).toBe(true);
  });

  it('keeps filling while the gallery is shorter than 2.5 screens, even far from its end', () => {
    expect(shouldLoadMore({ ...tall, contentHeight: 2249 })).toBe(true);
    expect(shouldLoadMore({ ...tall, contentHeight: 2250 })).toBe(false);
  });

  it('stops after 10 rounds without a scroll', () => {
    const filling = { ...tall, distanceToEnd: 0, contentHeight: 100 };
    expect(shouldLoadMore({ ...filling, roundsWithoutScroll: 9 })).toBe(true);
    expect(shouldLoadMore({ ...filling, roundsWithoutScroll: 10 })).toBe(false);
  });
});
