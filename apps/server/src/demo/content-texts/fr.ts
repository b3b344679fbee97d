import type { DemoTexts } from './types.ts';

export const FR: DemoTexts = {
  announcements: {
    welcome: {
      title: 'Bienvenue sur Lobby Demo : plus de 600 jeux de plus de 20 fournisseurs',
      content:
        '<p>Bienvenue ! Découvrez les <strong>machines à sous, le casino en direct, la pêche, les sports et la loterie</strong> de PG, JILI, Pragmatic Play et bien d’autres.</p><p>Nouveau ici ? <a href="/m/register">Inscrivez-vous</a> et profitez du bonus de bienvenue.</p>',
    },
    maintenance: {
      title: 'Maintenance prévue des tables en direct Evolution mardi de 02:00 à 04:00 UTC',
      content:
        '<p>Les tables en direct d’Evolution seront indisponibles pendant la maintenance du fournisseur :</p><ul><li>Mardi de 02:00 à 04:00 UTC</li><li>Les mises en cours sont réglées avant la fermeture des tables</li></ul><p>Tous les autres jeux restent ouverts.</p>',
    },
    'register-gift': {
      title: 'Inscrivez-vous aujourd’hui et recevez un pack de tours gratuits sur les machines PG',
      content:
        '<p>Chaque nouveau membre reçoit <strong>20 tours gratuits</strong> sur une sélection de machines à sous PG Soft après avoir confirmé son numéro de mobile.</p>',
    },
    verification: {
      title: 'Vérifiez votre compte avant votre premier retrait',
      content:
        '<p>Pour protéger votre argent, nous vérifions chaque compte une seule fois, avant le premier retrait :</p><ol><li>Confirmez votre numéro de mobile</li><li>Ajoutez le nom du titulaire du compte bancaire</li><li>Téléversez une photo de votre pièce d’identité (png ou jpg, 5 MB maximum)</li></ol><p>En savoir plus dans le <a href="/m/help?i=2">centre d’aide</a>.</p>',
    },
    responsible: {
      title: 'Jouez de façon responsable : limites et pauses en un seul message',
      content:
        '<p>Vous pouvez demander à tout moment une <strong>limite de dépôt</strong>, une <strong>pause</strong> ou une <strong>auto-exclusion</strong>.</p><p>Consultez <a href="/m/help?i=3">Jeu responsable</a> ou contactez le <a href="/m/feedback">service client</a>.</p>',
    },
    'popup-weekend': {
      title: 'Bonus de recharge du week-end : 50 % jusqu’à 500',
      content:
        '<h3>Recharge du week-end</h3><p>Faites un dépôt entre vendredi 18:00 et dimanche 23:59 et recevez un <strong>bonus de 50 % jusqu’à 500</strong>.</p><ul><li>Dépôt minimum de 20</li><li>Volume de mises de 10× le bonus sur les machines à sous et la pêche</li></ul><p><a href="/m/activity">Voir la promotion</a></p>',
    },
    'promo-fishing': {
      title: 'Semaine Frénésie de Pêche : attrapez la baleine dorée pour 500×',
      content:
        '<p>Toute la semaine, la baleine dorée paie <strong>500×</strong> dans les jeux de pêche de Fa Chai et JILI.</p><ul><li>Prix du classement pour les 50 meilleurs chasseurs</li><li>Les prix sont crédités chaque lundi</li></ul><p><a href="/m/gameList?gameType=FISH">Jouer aux jeux de pêche</a></p>',
    },
    'promo-referral': {
      title: 'Parrainez vos amis et recevez une part de leur premier dépôt',
      content:
        '<p>Partagez votre code de parrainage : quand un ami s’inscrit et fait un dépôt, vous recevez <strong>10 % du premier dépôt</strong>.</p><p>Votre code se trouve dans l’<a href="/m/member/home">Espace membre</a>.</p>',
    },
  },
  banners: {
    1001: {
      title: 'Bonus de bienvenue 100 %',
      subtitle: 'Votre premier dépôt doublé jusqu’à 5,000',
      cta: 'J’en profite',
    },
    1002: { title: 'Semaine Frénésie de Pêche', subtitle: 'La baleine dorée paie 500x', cta: 'À la pêche' },
    1003: {
      title: 'Loto Vietnam 45 s',
      subtitle: 'Un tirage toutes les 45 secondes, résultats en direct',
      cta: 'Miser',
    },
    1004: { title: 'Fusée Express', subtitle: 'Encaissez avant que la fusée ne s’envole', cta: 'Décoller' },
    1005: {
      title: 'Coupe des Maîtres du Poker',
      subtitle: 'Tables chaque semaine, 100,000 à gagner',
      cta: 'Prendre place',
    },
    2001: {
      title: 'Soirée Baccara en Direct',
      subtitle: 'Vrais croupiers et tables squeeze, 24 h/24',
      cta: 'Rejoindre une table',
    },
    2002: {
      title: 'Roulette Éclair',
      subtitle: 'Les numéros chanceux paient jusqu’à 500x',
      cta: 'Tourner en direct',
    },
    2003: {
      title: 'AE Sexy Dragon Tigre',
      subtitle: 'Une carte de chaque côté, la plus haute gagne',
      cta: 'Jouer en direct',
    },
    3001: { title: 'Sports', subtitle: 'Tous les matchs, cotes en direct', cta: 'Miser' },
    3002: { title: 'Casino en direct', subtitle: 'Baccara, roulette et plus encore', cta: 'Entrer' },
    3003: { title: 'Combats de coqs', subtitle: 'Les derbys diffusés en direct', cta: 'Regarder' },
    3004: { title: 'E-sport', subtitle: 'MOBA, jeux de tir et e-football', cta: 'Miser' },
  },
};
