/**
 * The pictures' own sizes in pixels (the generated artwork's; merchants upload the same formats), given to
 * <img width height> so the browser knows each one's proportions before it arrives.
 */
export const BANNER_WIDTH = 800;
export const BANNER_HEIGHT = 350;
/** Game art is square. */
export const GAME_ART_SIZE = 240;
export const LOGO_WIDTH = 160;
export const LOGO_HEIGHT = 64;
