import { useDispatch, useSelector, useStore } from 'react-redux';
import { startStore } from './startStore';
import type { AppDispatch, AppStore, RootState } from './store';

// The code that uses the store brings it: the store starts when the first such module loads, before
// any of it renders (the root's Provider stands for it until then, see appStore.ts).
startStore();

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
