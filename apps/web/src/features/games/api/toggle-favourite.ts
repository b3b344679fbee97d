import { API, type Game } from '@lobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';
import { useTranslation } from '../../../shared/i18n/i18n.ts';
import { useSession } from '../../../shared/session.ts';
import { showToast } from '../../../shared/ui/toast.ts';
import { favouriteGamesKey } from './get-favourite-games.ts';
import { type FavouriteIdList, favouriteIdsKey } from './get-favourite-ids.ts';

export const setFavourite = (game: Pick<Game, 'nodeId' | 'vassalage'>, favourite: boolean) =>
  apiRequest<FavouriteIdList>(favourite ? API.addFavourite.path : API.removeFavourite.path, {
    method: favourite ? API.addFavourite.method : API.removeFavourite.method,
    body: { nodeId: game.nodeId, vendor: game.vassalage },
  });

/**
 * Adds or removes a favourite (login needed, checked by the caller): a loading message while it runs, the
 * ids the server answers replace the list only on success; a failure only hides the loading message.
 */
export function useToggleFavourite() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: ({ game, favourite }: { game: Game; favourite: boolean }) => setFavourite(game, favourite),
    onMutate: () => ({ hide: showToast(t('common.in_please_wait'), 'wait') }),
    onSuccess: (value, { favourite }, context) => {
      context?.hide();
      client.setQueryData(favouriteIdsKey(token), value);
      void client.invalidateQueries({ queryKey: favouriteGamesKey(token) });
      void client.invalidateQueries({ queryKey: sessionQueryKey(token, 'games') });
      showToast(t(favourite ? 'games.favouriteAdded' : 'games.favouriteRemoved'), 'success');
    },
    onError: (_error, _variables, context) => context?.hide(),
  });
}
