import { act, renderHook, waitFor } from '@testing-library/react';
import { useCallback } from 'react';
import { refused, succeeded, type Outcome } from '../../../src/core/domain/outcome';
import { useLoaded } from '../../../src/ui/services/use-loaded';

/** A read whose answer the test gives when it wants, so answers can arrive out of order. */
function deferred<T>() {
  let answer!: (outcome: Outcome<T>) => void;
  const promise = new Promise<Outcome<T>>((resolve) => (answer = resolve));
  return { promise, answer };
}

describe('loading what a view shows', () => {
  it('is loading until the first answer, then shows it', async () => {
    const read = deferred<string>();
    const { result } = renderHook(() => useLoaded(useCallback(() => read.promise, [])));
    expect(result.current).toMatchObject({ value: null, error: null, loading: true });
    await act(async () => read.answer(succeeded('پنج پیام')));
    expect(result.current).toMatchObject({ value: 'پنج پیام', error: null, loading: false });
  });

  it('says why a read failed and keeps what it showed before', async () => {
    let answer: Outcome<string> = succeeded('صفحه یک');
    const { result } = renderHook(() => useLoaded(useCallback(() => Promise.resolve(answer), [])));
    await waitFor(() => expect(result.current.value).toBe('صفحه یک'));
    answer = refused('ارتباط با سرور برقرار نشد');
    await act(() => result.current.refresh());
    expect(result.current).toMatchObject({ value: 'صفحه یک', error: 'ارتباط با سرور برقرار نشد', loading: false });
  });

  it('never lets a stale answer replace a newer one', async () => {
    const reads: Record<number, ReturnType<typeof deferred<string>>> = { 1: deferred(), 2: deferred() };
    const { result, rerender } = renderHook(({ page }) => useLoaded(useCallback(() => reads[page].promise, [page])), {
      initialProps: { page: 1 },
    });
    rerender({ page: 2 });
    await act(async () => reads[2].answer(succeeded('صفحه دو')));
    await act(async () => reads[1].answer(succeeded('صفحه یک')));
    expect(result.current).toMatchObject({ value: 'صفحه دو', loading: false });
  });

  it('reads again after a write that changed what is shown, and not after a refused one', async () => {
    let stored = ['پیام اول'];
    let reads = 0;
    const load = () => {
      reads += 1;
      return Promise.resolve(succeeded([...stored]));
    };
    const { result } = renderHook(() => useLoaded(useCallback(load, [])));
    await waitFor(() => expect(result.current.value).toEqual(['پیام اول']));

    const refusedWrite = await act(() => result.current.afterWrite(() => Promise.resolve(refused('پاسخ داده نشد'))));
    expect(refusedWrite).toEqual({ ok: false, message: 'پاسخ داده نشد' });
    expect(reads).toBe(1);

    await act(() =>
      result.current.afterWrite(() => {
        stored = [...stored, 'پیام دوم'];
        return Promise.resolve(succeeded(null, 'ثبت شد'));
      }),
    );
    expect(reads).toBe(2);
    expect(result.current.value).toEqual(['پیام اول', 'پیام دوم']);
  });
});

describe('loading what the server already read', () => {
  it('shows the served answer at once and reads nothing on mount, but reads when the question changes', async () => {
    const asked: number[] = [];
    const { result, rerender } = renderHook(
      ({ page }) =>
        useLoaded(
          useCallback(() => {
            asked.push(page);
            return Promise.resolve(succeeded(`صفحه ${page}`));
          }, [page]),
          succeeded('صفحه ۱ از سرور'),
        ),
      { initialProps: { page: 1 } },
    );
    expect(result.current).toMatchObject({ value: 'صفحه ۱ از سرور', error: null, loading: false });
    await act(async () => undefined);
    expect(asked).toEqual([]);
    rerender({ page: 2 });
    await waitFor(() => expect(result.current.value).toBe('صفحه 2'));
    expect(asked).toEqual([2]);
  });

  it('shows a served refusal as the error', () => {
    const { result } = renderHook(() =>
      useLoaded(
        useCallback(() => Promise.resolve(succeeded('هرگز')), []),
        refused('رسید پیدا نشد'),
      ),
    );
    expect(result.current).toMatchObject({ value: null, error: 'رسید پیدا نشد', loading: false });
  });
});
