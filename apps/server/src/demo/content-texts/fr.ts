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
  inbox: {
    welcome: {
      title: 'Bienvenue sur Lobby Demo',
      content:
        '<p>Bienvenue ! Votre compte est prêt. Parcourez le <a href="/m/home">salon</a>, essayez un jeu gratuitement et récupérez les offres de bienvenue sur la <a href="/m/activity">page des promotions</a>.</p>',
    },
    security: {
      title: 'Protégez votre compte',
      content:
        '<p>Nous ne vous demanderons <strong>jamais</strong> votre mot de passe ni votre code de vérification. Si quelque chose vous semble anormal, changez immédiatement votre mot de passe.</p>',
    },
    weekend: {
      title: 'Le bonus du week-end est lancé',
      content:
        '<p>Déposez ce week-end et recevez un <strong>bonus de 20 %</strong> sur les machines à sous et les jeux de pêche.</p>',
    },
  },
  activities: {
    'welcome-bonus': {
      title: 'Bonus de bienvenue : 10.00 offerts',
      summary: 'Participez et recevez 10.00 directement dans votre portefeuille',
      content:
        '<p>Nouveau ici ? Participez à cette promotion et le <strong>bonus de bienvenue de 10.00</strong> est à vous tout de suite.</p><ul><li>Une seule fois par membre</li><li>Crédité sur votre portefeuille</li></ul>',
    },
    'weekend-reload': {
      title: 'Recharge du week-end : bonus de 25.00',
      summary: 'Dites-nous votre jeu préféré ; les participations validées reçoivent 25.00',
      content:
        '<p>Participez avec une courte remarque indiquant votre jeu préféré. Notre équipe examine chaque participation sous 24 heures ; les participations validées peuvent récupérer <strong>25.00</strong>.</p>',
    },
    'first-deposit-cashback': {
      title: 'Cashback de 15.00 sur le premier dépôt',
      summary: 'Vérifié après votre premier dépôt, puis versé',
      content:
        '<p>Effectuez votre premier dépôt et participez : dès que notre équipe a vérifié le dépôt, <strong>15.00</strong> de cashback vous sont versés.</p>',
    },
    'slots-tournament': {
      title: 'Tournoi mensuel de machines à sous',
      summary: 'Entrez dans la course au classement sur les machines à sous PG et JILI',
      content:
        '<p>Participez pour prendre part au tournoi mensuel de machines à sous. Chaque mise sur les machines à sous PG et JILI compte au <a href="/m/leaderBoard">classement</a>.</p>',
    },
    'lucky-spin-festival': {
      title: 'Festival des tours chanceux',
      summary: 'Le festival est terminé ; merci d’avoir joué',
      content: '<p>Le festival des tours chanceux est terminé. Surveillez cette page pour le prochain.</p>',
    },
  },
  help: {
    terms: {
      title: 'Conditions générales',
      content:
        '<h3>Conditions générales</h3><p>En ouvrant un compte, vous acceptez ces conditions.</p><ol><li>Vous avez <strong>{age} ans ou plus</strong> et les jeux d’argent sont légaux là où vous jouez.</li><li>Vous n’avez qu’un seul compte, à votre nom, et vous gardez votre mot de passe pour vous.</li><li>Les dépôts et retraits passent par des comptes à votre nom ; nous pouvons vérifier votre identité avant de payer.</li><li>Les bonus sont soumis aux conditions de chaque promotion ; un abus annule le bonus et ses gains.</li><li>Une partie est réglée selon le résultat du fournisseur du jeu ; une partie interrompue reprend ou est remboursée.</li><li>Nous pouvons fermer un compte qui enfreint ces conditions ; le solde qui n’est pas du bonus est versé.</li></ol><p>Une question ? Contactez le <a href="/m/feedback">service client</a>.</p>',
    },
    deposits: {
      title: 'Dépôts',
      content:
        '<h3>Comment faire un dépôt</h3><ol><li>Connectez-vous et touchez <strong>Dépôt</strong> en haut de l’écran.</li><li>Choisissez un moyen de paiement et saisissez le montant.</li><li>Suivez les instructions ; le solde est mis à jour dès que le paiement est confirmé.</li></ol><h4>Bon à savoir</h4><ul><li>Les dépôts sont gratuits ; le minimum est de 10.</li><li>Payez uniquement depuis un compte à votre nom ; les paiements de tiers sont remboursés.</li><li>Paiement non reçu après 30 minutes : envoyez le reçu au <a href="/m/feedback">service client</a>.</li></ul>',
    },
    withdrawals: {
      title: 'Retraits',
      content:
        '<h3>Comment faire un retrait</h3><ol><li>Touchez <strong>Retrait</strong> dans le menu latéral.</li><li>Choisissez le compte bancaire enregistré dans votre profil et saisissez le montant.</li><li>Confirmez avec votre mot de passe de paiement.</li></ol><h4>Avant votre premier retrait</h4><ul><li>Votre compte est vérifié une seule fois : numéro de mobile, nom du titulaire et pièce d’identité.</li><li>Les dépôts doivent être misés au moins une fois avant de pouvoir être retirés.</li><li>La plupart des retraits sont payés en 15 minutes ; un virement bancaire peut prendre jusqu’à un jour ouvré.</li></ul>',
    },
    'responsible-gambling': {
      title: 'Jeu responsable',
      content:
        '<h3>Jouez pour le plaisir, pas pour l’argent</h3><p>Vous devez avoir <strong>{age} ans ou plus</strong> pour ouvrir un compte, et 21 ans ou plus là où la loi de votre pays fixe cet âge. Nous vérifions l’âge et l’identité avant le premier retrait et fermons les comptes des mineurs.</p><h4>Outils disponibles à tout moment</h4><ul><li><strong>Limites de dépôt</strong> par jour, semaine ou mois : une limite plus basse s’applique aussitôt, une plus haute après 24 heures.</li><li><strong>Rappels de temps de jeu</strong> : un rappel toutes les 30 ou 60 minutes.</li><li><strong>Pause</strong> : de 24 heures à 6 semaines.</li><li><strong>Auto-exclusion</strong> pour 6 mois, 1 an ou 5 ans ; le compte ne peut pas être rouvert pendant cette période et les promotions s’arrêtent aussitôt.</li></ul><h4>Signaux d’alerte</h4><ul><li>Chercher à se refaire ou jouer l’argent destiné aux factures</li><li>Jouer plus longtemps que prévu, ou le cacher à ses proches</li></ul><p>Demandez au <a href="/m/feedback">service client</a> de fixer une limite, ou trouvez une aide gratuite et confidentielle auprès de <a href="https://www.begambleaware.org">BeGambleAware</a> ou <a href="https://www.gamblersanonymous.org">Gamblers Anonymous</a>.</p>',
    },
    'account-security': {
      title: 'Sécurité du compte',
      content:
        '<h3>Protégez votre compte</h3><ul><li>Utilisez un long mot de passe que vous n’utilisez nulle part ailleurs ; une phrase de plusieurs mots convient bien.</li><li>Nous ne vous demanderons <strong>jamais</strong> votre mot de passe ni votre code de vérification par téléphone, chat ou e-mail.</li><li>Déconnectez-vous sur les appareils partagés et ne laissez pas le navigateur y retenir votre mot de passe.</li><li>Changer de mot de passe ferme toutes les autres sessions de votre compte.</li></ul><p>Quelque chose d’anormal ? Changez aussitôt votre mot de passe et prévenez le <a href="/m/feedback">service client</a>.</p>',
    },
    bonuses: {
      title: 'Bonus et promotions',
      content:
        '<h3>Comment fonctionnent les bonus</h3><ul><li>Chaque promotion indique son dépôt minimum, le montant du bonus et le <strong>volume de mises exigé</strong> sur la <a href="/m/activity">page des promotions</a>.</li><li>Un volume de 10× signifie des mises égales à dix fois le bonus avant de pouvoir le retirer.</li><li>Les machines à sous et la pêche comptent à 100 % ; le casino en direct et les sports à 10 %.</li><li>Un seul bonus à la fois ; le suivant commence quand le précédent est terminé ou abandonné.</li></ul>',
    },
    contact: {
      title: 'Nous contacter',
      content:
        '<h3>Nous sommes là jour et nuit</h3><ul><li><strong>Chat en direct</strong> : le bouton de chat en bas à droite de l’accueil.</li><li><strong>WhatsApp</strong> : <a href="https://wa.me/15550100000">+1 555 010 0000</a></li><li><strong>Avis</strong> : envoyez un message avec des captures d’écran depuis la <a href="/m/feedback">page des avis</a>.</li></ul><p>Préparez votre nom d’utilisateur ; nous n’avons jamais besoin de votre mot de passe.</p>',
    },
  },
};
