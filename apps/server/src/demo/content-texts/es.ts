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
  inbox: {
    welcome: {
      title: 'Te damos la bienvenida a Lobby Demo',
      content:
        '<p>¡Bienvenido! Tu cuenta está lista. Explora la <a href="/m/home">sala principal</a>, prueba un juego gratis y reclama las ofertas de bienvenida en la <a href="/m/activity">página de promociones</a>.</p>',
    },
    security: {
      title: 'Mantén tu cuenta segura',
      content:
        '<p><strong>Nunca</strong> te pediremos tu contraseña ni tu código de verificación. Si algo no te parece normal, cambia tu contraseña de inmediato.</p>',
    },
    weekend: {
      title: 'El bono de fin de semana ya está activo',
      content:
        '<p>Deposita este fin de semana y consigue un <strong>bono del 20%</strong> en tragamonedas y juegos de pesca.</p>',
    },
  },
  activities: {
    'welcome-bonus': {
      title: 'Bono de bienvenida: 10.00 de regalo',
      summary: 'Participa y recibe 10.00 directo en tu billetera',
      content:
        '<p>¿Eres nuevo aquí? Participa en esta promoción y el <strong>bono de bienvenida de 10.00</strong> es tuyo al instante.</p><ul><li>Un cobro por miembro</li><li>Se acredita en tu billetera</li></ul>',
    },
    'weekend-reload': {
      title: 'Recarga de fin de semana: bono de 25.00',
      summary: 'Cuéntanos tu juego favorito; las participaciones aprobadas reciben 25.00',
      content:
        '<p>Participa con un breve comentario que nombre tu juego favorito. Nuestro equipo revisa cada participación en un día; las aprobadas pueden cobrar <strong>25.00</strong>.</p>',
    },
    'first-deposit-cashback': {
      title: 'Reembolso de 15.00 en tu primer depósito',
      summary: 'Se revisa tras tu primer depósito y luego se paga',
      content:
        '<p>Haz tu primer depósito y participa: cuando nuestro equipo haya verificado el depósito, te pagamos <strong>15.00</strong> de reembolso.</p>',
    },
    'slots-tournament': {
      title: 'Torneo mensual de tragamonedas',
      summary: 'Únete a la carrera de la clasificación en tragamonedas de PG y JILI',
      content:
        '<p>Participa para entrar en el torneo mensual de tragamonedas. Cada apuesta en tragamonedas de PG y JILI cuenta en la <a href="/m/leaderBoard">clasificación</a>.</p>',
    },
    'lucky-spin-festival': {
      title: 'Festival de giros de la suerte',
      summary: 'El festival ha terminado; gracias por jugar',
      content: '<p>El festival de giros de la suerte ha terminado. Atento a esta página para el próximo.</p>',
    },
  },
  help: {
    terms: {
      title: 'Términos y condiciones',
      content:
        '<h3>Términos y condiciones</h3><p>Al abrir una cuenta aceptas estos términos.</p><ol><li>Tienes <strong>{age} años o más</strong> y el juego es legal donde juegas.</li><li>Solo tienes una cuenta, a tu nombre, y no compartes tu contraseña con nadie.</li><li>Los depósitos y retiros se hacen con cuentas a tu nombre; podemos verificar tu identidad antes de pagar.</li><li>Los bonos tienen las condiciones indicadas en cada promoción; su abuso anula el bono y sus ganancias.</li><li>Cada ronda se resuelve con el resultado del proveedor del juego; una ronda interrumpida se reanuda o se reembolsa.</li><li>Podemos cerrar una cuenta que incumpla estos términos; el saldo que no sea dinero de bono se paga.</li></ol><p>¿Dudas? Pregunta a <a href="/m/feedback">atención al cliente</a>.</p>',
    },
    deposits: {
      title: 'Depósitos',
      content:
        '<h3>Cómo hacer un depósito</h3><ol><li>Inicia sesión y toca <strong>Depositar</strong> en la cabecera.</li><li>Elige un método de pago e introduce el importe.</li><li>Sigue las instrucciones del método; el saldo se actualiza en cuanto se confirma el pago.</li></ol><h4>Conviene saber</h4><ul><li>Los depósitos no tienen comisión; el mínimo es 10.</li><li>Paga solo desde una cuenta a tu nombre; los pagos de terceros se devuelven.</li><li>Si un pago no ha llegado a los 30 minutos, envía el comprobante a <a href="/m/feedback">atención al cliente</a>.</li></ul>',
    },
    withdrawals: {
      title: 'Retiros',
      content:
        '<h3>Cómo retirar</h3><ol><li>Toca <strong>Retirar</strong> en el menú lateral.</li><li>Elige la cuenta bancaria guardada en tu perfil e introduce el importe.</li><li>Confirma con tu contraseña de pago.</li></ol><h4>Antes de tu primer retiro</h4><ul><li>Tu cuenta se verifica una sola vez: número de móvil, nombre del titular y un documento de identidad.</li><li>Los depósitos deben apostarse al menos una vez antes de poder retirarlos.</li><li>La mayoría de los retiros se pagan en 15 minutos; las transferencias bancarias pueden tardar hasta un día hábil.</li></ul>',
    },
    'responsible-gambling': {
      title: 'Juego responsable',
      content:
        '<h3>Juega para divertirte, no para ganar dinero</h3><p>Debes tener <strong>{age} años o más</strong> para abrir una cuenta, y 21 o más donde la ley de tu país fije esa edad. Comprobamos la edad y la identidad antes del primer retiro y cerramos las cuentas de menores.</p><h4>Herramientas que puedes pedir en cualquier momento</h4><ul><li><strong>Límites de depósito</strong> por día, semana o mes: un límite más bajo se aplica al instante y uno más alto a las 24 horas.</li><li><strong>Recordatorios de tiempo</strong>: un aviso de tu tiempo de juego cada 30 o 60 minutos.</li><li><strong>Pausa</strong>: un descanso de 24 horas a 6 semanas.</li><li><strong>Autoexclusión</strong> de 6 meses, 1 año o 5 años; durante ese tiempo la cuenta no puede reabrirse y las promociones se detienen al instante.</li></ul><h4>Señales de alerta</h4><ul><li>Intentar recuperar pérdidas o jugar con el dinero de las facturas</li><li>Jugar más de lo previsto u ocultarlo a la familia</li></ul><p>Pide a <a href="/m/feedback">atención al cliente</a> que fije un límite, o busca ayuda gratuita y confidencial en <a href="https://www.begambleaware.org">BeGambleAware</a> o <a href="https://www.gamblersanonymous.org">Jugadores Anónimos</a>.</p>',
    },
    'account-security': {
      title: 'Seguridad de la cuenta',
      content:
        '<h3>Mantén tu cuenta segura</h3><ul><li>Usa una contraseña larga que no utilices en ningún otro sitio; una frase de varias palabras funciona bien.</li><li><strong>Nunca</strong> te pediremos tu contraseña ni tu código de verificación por teléfono, chat o correo.</li><li>Cierra sesión en dispositivos compartidos y no dejes que el navegador recuerde ahí tu contraseña.</li><li>Al cambiar la contraseña se cierran todas las demás sesiones de tu cuenta.</li></ul><p>¿Algo no cuadra? Cambia tu contraseña de inmediato y avisa a <a href="/m/feedback">atención al cliente</a>.</p>',
    },
    bonuses: {
      title: 'Bonos y promociones',
      content:
        '<h3>Cómo funcionan los bonos</h3><ul><li>Cada promoción indica su depósito mínimo, el importe del bono y el <strong>requisito de apuesta</strong> en la <a href="/m/activity">página de promociones</a>.</li><li>Un requisito de 10× significa apuestas por diez veces el bono antes de poder retirarlo.</li><li>Los slots y la pesca cuentan al 100%; el casino en vivo y los deportes cuentan al 10%.</li><li>Un bono cada vez; el siguiente empieza cuando el anterior se completa o se abandona.</li></ul>',
    },
    contact: {
      title: 'Contacto',
      content:
        '<h3>Estamos aquí a cualquier hora</h3><ul><li><strong>Chat en vivo</strong>: el botón de chat abajo a la derecha de la página de inicio.</li><li><strong>WhatsApp</strong>: <a href="https://wa.me/15550100000">+1 555 010 0000</a></li><li><strong>Comentarios</strong>: envía un mensaje con capturas de pantalla desde la <a href="/m/feedback">página de comentarios</a>.</li></ul><p>Ten a mano tu nombre de usuario; nunca necesitamos tu contraseña.</p>',
    },
  },
};
