import type { DemoTexts } from './types.ts';

export const ES: DemoTexts = {
  announcements: {
    welcome: {
      title: 'Bienvenido a Lobby Demo: más de 600 juegos de más de 20 proveedores',
      content:
        '<p>¡Bienvenido! Descubre <strong>slots, casino en vivo, pesca, deportes y lotería</strong> de PG, JILI, Pragmatic Play y muchos más.</p><p>¿Eres nuevo? <a href="/m/register">Regístrate</a> y reclama el bono de bienvenida.</p>',
    },
    maintenance: {
      title: 'Mantenimiento programado de las mesas en vivo de Evolution el martes de 02:00 a 04:00 UTC',
      content:
        '<p>Las mesas en vivo de Evolution no estarán disponibles durante el mantenimiento del proveedor:</p><ul><li>Martes de 02:00 a 04:00 UTC</li><li>Las apuestas abiertas se liquidan antes de que cierren las mesas</li></ul><p>Todos los demás juegos siguen abiertos.</p>',
    },
    'register-gift': {
      title: 'Regístrate hoy y recibe un paquete de giros gratis en slots de PG',
      content:
        '<p>Cada nuevo miembro recibe <strong>20 giros gratis</strong> en slots seleccionados de PG Soft tras confirmar su número de móvil.</p>',
    },
    verification: {
      title: 'Verifica tu cuenta antes de tu primer retiro',
      content:
        '<p>Para proteger tu dinero verificamos cada cuenta una sola vez, antes del primer retiro:</p><ol><li>Confirma tu número de móvil</li><li>Añade el nombre del titular de la cuenta bancaria</li><li>Sube una foto de tu documento de identidad (png o jpg, hasta 5 MB)</li></ol><p>Más información en el <a href="/m/help?i=2">centro de ayuda</a>.</p>',
    },
    responsible: {
      title: 'Juega con responsabilidad: límites y pausas a un mensaje de distancia',
      content:
        '<p>Puedes pedir un <strong>límite de depósito</strong>, una <strong>pausa</strong> o la <strong>autoexclusión</strong> en cualquier momento.</p><p>Consulta <a href="/m/help?i=3">Juego responsable</a> o contacta con <a href="/m/feedback">atención al cliente</a>.</p>',
    },
    'popup-weekend': {
      title: 'Bono de recarga de fin de semana: 50% hasta 500',
      content:
        '<h3>Recarga de fin de semana</h3><p>Haz un depósito entre el viernes a las 18:00 y el domingo a las 23:59 y recibe un <strong>bono del 50% hasta 500</strong>.</p><ul><li>Depósito mínimo 20</li><li>Volumen de apuestas de 10× el bono en slots y pesca</li></ul><p><a href="/m/activity">Ver la promoción</a></p>',
    },
    'promo-fishing': {
      title: 'Semana Frenesí de Pesca: atrapa la ballena dorada y gana 500×',
      content:
        '<p>Durante toda la semana la ballena dorada paga <strong>500×</strong> en los juegos de pesca de Fa Chai y JILI.</p><ul><li>Premios de clasificación para los 50 mejores cazadores</li><li>Los premios se abonan cada lunes</li></ul><p><a href="/m/gameList?gameType=FISH">Jugar a juegos de pesca</a></p>',
    },
    'promo-referral': {
      title: 'Invita a tus amigos y gana una parte de su primer depósito',
      content:
        '<p>Comparte tu código de invitación: cuando un amigo se registra y hace un depósito, recibes <strong>el 10% del primer depósito</strong>.</p><p>Encuentra tu código en el <a href="/m/member/home">Centro de miembros</a>.</p>',
    },
  },
  banners: {
    1001: {
      title: 'Bono de bienvenida 100%',
      subtitle: 'Duplicamos tu primer depósito hasta 5,000',
      cta: 'Reclamar',
    },
    1002: { title: 'Semana Frenesí de Pesca', subtitle: 'Atrapa la ballena dorada por 500x', cta: 'A cazar' },
    1003: {
      title: 'Loto Vietnam 45 s',
      subtitle: 'Un sorteo cada 45 segundos, resultados al instante',
      cta: 'Apostar',
    },
    1004: { title: 'Cohete Veloz', subtitle: 'Retira antes de que el cohete despegue', cta: 'Despegar' },
    1005: {
      title: 'Copa Maestros del Póker',
      subtitle: 'Mesas semanales con un bote de 100,000',
      cta: 'Siéntate',
    },
    2001: {
      title: 'Noche de Baccarat en Vivo',
      subtitle: 'Crupieres reales y mesas squeeze, 24/7',
      cta: 'Unirse a una mesa',
    },
    2002: {
      title: 'Ruleta Relámpago',
      subtitle: 'Los números de la suerte pagan hasta 500x',
      cta: 'Girar en vivo',
    },
    2003: {
      title: 'AE Sexy Dragón Tigre',
      subtitle: 'Una carta por lado, gana la más alta',
      cta: 'Jugar en vivo',
    },
    3001: { title: 'Deportes', subtitle: 'Todos los partidos, cuotas en vivo', cta: 'Apostar' },
    3002: { title: 'Casino en vivo', subtitle: 'Baccarat, ruleta y mucho más', cta: 'Entrar' },
    3003: { title: 'Peleas de gallos', subtitle: 'Derbis transmitidos en vivo', cta: 'Ver' },
    3004: { title: 'eSports', subtitle: 'MOBA, shooters y fútbol virtual', cta: 'Apostar' },
  },
};
