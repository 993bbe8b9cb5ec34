import { act, renderHook } from '@testing-library/react';
import { LAZY_MODULE_RETRY_DELAY_MS, lazyModule, useLazyModule } from '../lazy-module';

describe('useLazyModule', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('tries a failed download again while mounted, and returns the module once it arrives', async () => {
    jest.useFakeTimers();
    const importer = jest
      .fn<Promise<{ value: number }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue({ value: 42 });
    const validation = lazyModule(importer);
    const { result } = renderHook(() => useLazyModule(validation));
    await act(async () => undefined);
    expect(result.current).toBeUndefined();
    expect(importer).toHaveBeenCalledTimes(1);

    await act(async () => {
      jest.advanceTimersByTime(LAZY_MODULE_RETRY_DELAY_MS);
    });
    await act(async () => undefined);
    expect(importer).toHaveBeenCalledTimes(2);
    expect(result.current).toEqual({ value: 42 });
  });
});
