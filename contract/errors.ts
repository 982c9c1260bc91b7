/**
 * Every error the server answers: code → HTTP status → the Spanish text (tú) a screen shows as is. Server code
 * raises by code (`fail('SLOT_FULL')`, events/framework/errors.ts), so the status and the text cannot drift; the
 * web compares `ApiError.code` against `ErrorCode`. One concept, one code: a text with a number or a name in it
 * takes them as parameters. tests/infra/error-catalogue.unit.test.ts checks every code raised is here and every
 * entry is raised.
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 408 | 409 | 412 | 413 | 415 | 422 | 426 | 429 | 431 | 500 | 503;
type Entry = { readonly status: ErrorStatus; readonly detail: string | ((params: never) => string) };

const pushSubscriptionProblems = {
  json: 'La suscripción de notificaciones no es un JSON válido.',
  missing: 'Falta la suscripción de notificaciones.',
  endpoint: 'La suscripción no tiene un endpoint válido.',
  https: 'El endpoint de la suscripción debe usar https.',
  p256dh: 'Falta la clave p256dh de la suscripción o no es válida.',
  auth: 'Falta la clave auth de la suscripción o no es válida.',
} as const;

/** Mid-sentence a weekday is lower case and, for every week, plural: 'los martes', 'los sábados'. */
const weekdayPlural = (weekday: string) => {
  const day = weekday.toLowerCase();
  return day.endsWith('s') ? day : `${day}s`;
};

export const errorCatalogue = {
  // Platform: sessions, uploads, requests
  EMPTY_FILE: { status: 400, detail: (p: { what: string }) => `${p.what} está vacío.` },
  INVALID_IDEMPOTENCY_KEY: { status: 400, detail: 'El encabezado Idempotency-Key no es válido.' },
  INVALID_VALUE: { status: 400, detail: 'Algún dato enviado no es válido (un número, una fecha o un texto fuera de rango). Revisa los datos y vuelve a intentarlo.' },
  MALFORMED_REQUEST: { status: 400, detail: 'La solicitud está mal formada.' },
  MALFORMED_URL: { status: 400, detail: 'La dirección de la solicitud está mal formada.' },
  UNKNOWN_METHOD: { status: 400, detail: 'La solicitud usa un método HTTP que el servidor no conoce.' },
  REQUEST_TIMEOUT: { status: 408, detail: 'La solicitud tardó demasiado en llegar. Vuelve a intentarlo.' },
  HEADERS_TOO_LARGE: { status: 431, detail: 'Los encabezados de la solicitud son demasiado grandes.' },
  INVALID_TEXT: { status: 400, detail: (p: { field?: string; nested?: boolean }) => `${p.field ? `El campo ${p.field}` : 'La solicitud'} ${p.nested ? 'tiene demasiados niveles anidados.' : 'tiene caracteres no válidos. Revisa el texto y vuelve a intentarlo.'}` },
  VALIDATION_ERROR: { status: 400, detail: (p: { text: string }) => p.text },
  METRICS_TOKEN_REQUIRED: { status: 401, detail: 'Las métricas piden el token de METRICS_TOKEN en Authorization: Bearer.' },
  UNAUTHENTICATED: { status: 401, detail: 'Tienes que iniciar sesión.' },
  ADMIN_ONLY: { status: 403, detail: 'Esta sección es solo para administradores.' },
  STAFF_ONLY: { status: 403, detail: 'Esta sección es solo para profesores y administradores.' },
  QUEUED_FOR_ANOTHER_MEMBER: {
    status: 409,
    detail: 'Este cambio se guardó sin conexión con otra cuenta: se enviará cuando esa persona vuelva a iniciar sesión en este dispositivo.',
  },
  CROSS_SITE_REQUEST: { status: 403, detail: 'Esta acción solo se puede hacer desde la aplicación del estudio. Abre la aplicación y vuelve a intentarlo.' },
  ORIGIN_NOT_ALLOWED: { status: 403, detail: 'Esta conexión no viene de un sitio permitido.' },
  VERSION_CONFLICT: { status: 409, detail: 'Otra persona modificó esto al mismo tiempo. Intenta de nuevo.' },
  FILE_TOO_LARGE: { status: 413, detail: (p: { what: string; mb: number }) => `${p.what} supera el máximo de ${p.mb} MB.` },
  IMAGE_TOO_LARGE: { status: 413, detail: (p: { what: string; megapixels: number }) => `La resolución de ${p.what} es demasiado grande (máximo ${p.megapixels} megapíxeles). Envía una foto o captura de menor resolución.` },
  PAYLOAD_TOO_LARGE: { status: 413, detail: 'El archivo o los datos enviados son demasiado grandes.' },
  UNSUPPORTED_FILE_TYPE: { status: 415, detail: (p: { what: string; accepted?: string }) => `${p.what} no es de un tipo aceptado${p.accepted ? ` (${p.accepted})` : ''}.` },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, detail: 'Formato de envío no soportado.' },
  IDEMPOTENCY_KEY_REUSED: { status: 422, detail: 'Esta operación ya se envió con otros datos. Recarga la página e intenta de nuevo.' },
  UPGRADE_REQUIRED: { status: 426, detail: 'Esta dirección solo acepta conexiones websocket.' },
  TOO_MANY_REQUESTS: { status: 429, detail: 'Hiciste demasiados intentos. Espera un minuto y prueba de nuevo.' },
  INTERNAL: { status: 500, detail: 'Ocurrió un error inesperado. Intenta de nuevo.' },
  BUSY: { status: 503, detail: 'El sistema está muy ocupado. Intenta de nuevo en unos segundos.' },
  DATABASE_UNAVAILABLE: { status: 503, detail: 'No pudimos conectar con la base de datos. Intenta de nuevo en unos segundos.' },
  NOT_READY: { status: 503, detail: (p: { reason: string }) => p.reason },
  OUTCOME_UNKNOWN: { status: 503, detail: 'Se cortó la conexión con la base de datos mientras guardábamos y no sabemos si el cambio quedó hecho. Revisa antes de repetirlo.' },
  // Accounts and users
  ADD_USER_SELF_ONLY: { status: 400, detail: 'Solo puedes registrarte a ti mismo.' },
  COMMON_PASSWORD: { status: 400, detail: 'Esa contraseña es de las más usadas y fácil de adivinar. Elige otra; una frase de varias palabras es una buena opción.' },
  CONFIRMATION_REQUIRED: { status: 400, detail: (p: { words: string }) => `Para eliminar tu cuenta escribe ${p.words}.` },
  INVALID_EMAIL: { status: 400, detail: 'El email no es válido.' },
  PROFILE_INCOMPLETE: { status: 400, detail: 'Faltan tu nombre o tu email.' },
  SAME_PASSWORD: { status: 400, detail: 'La contraseña nueva debe ser distinta de la actual.' },
  WEAK_PASSWORD: { status: 400, detail: 'La contraseña debe tener al menos 8 caracteres. Puedes usar una frase de varias palabras.' },
  WEBHOOK_BODY_INVALID: { status: 400, detail: 'El webhook no trae un cuerpo JSON.' },
  WRONG_CURRENT_PASSWORD: { status: 400, detail: 'La contraseña actual no es correcta.' },
  INVALID_CREDENTIALS: { status: 401, detail: 'Email o contraseña incorrectos.' },
  WEBHOOK_SIGNATURE_INVALID: { status: 401, detail: 'La firma del webhook no es válida o está vencida. Revisa CLERK_WEBHOOK_SECRET.' },
  NOT_FOUND: { status: 404, detail: 'No existe lo que buscas.' },
  USER_NOT_REGISTERED: { status: 404, detail: 'Todavía no terminaste de registrarte.' },
  EMAIL_TAKEN: { status: 409, detail: 'Ya existe una cuenta con ese email.' },
  LAST_ADMIN: { status: 409, detail: 'Tiene que quedar al menos un administrador.' },
  ROLE_MANAGED_BY_CLERK: { status: 409, detail: 'Con Clerk, el rol se cambia en el panel de Clerk (metadata pública).' },
  USER_DELETED: { status: 409, detail: 'Esa cuenta fue eliminada: ya no puedes darle paquetes, créditos, turnos ni planificaciones.' },
  TOO_MANY_SIGN_IN_ATTEMPTS: { status: 429, detail: (p: { minutes: number }) => `Hubo demasiados intentos fallidos con esta cuenta. Espera ${p.minutes} min y vuelve a intentarlo.` },
  // Bookings (turnos) and the waitlist
  OUTSIDE_AGENDA: { status: 400, detail: 'Todavía no se puede reservar esa fecha.' },
  WRONG_WEEKDAY: { status: 400, detail: (p: { weekday: string }) => `Ese horario es los ${weekdayPlural(p.weekday)}: la fecha elegida no corresponde.` },
  NOT_YOUR_BOOKING: { status: 403, detail: 'No puedes cancelar el turno de otra persona.' },
  NOT_YOUR_DATA: { status: 403, detail: 'No puedes ver ni modificar datos de otra persona.' },
  BOOKING_NOT_FOUND: { status: 404, detail: 'Ese turno no existe o ya fue cancelado.' },
  NOT_ON_WAITLIST: { status: 404, detail: 'No estás en la lista de espera de esa clase.' },
  SLOT_NOT_FOUND: { status: 404, detail: 'Ese horario ya no existe.' },
  ALREADY_BOOKED: { status: 409, detail: 'Ya tienes reservado ese turno.' },
  ALREADY_WAITLISTED: { status: 409, detail: 'Ya estás en la lista de espera de esa clase.' },
  BOOKING_CLOSED: { status: 409, detail: (p: { minutes: number }) => `Las reservas de esta clase cierran ${p.minutes} minutos antes de que empiece.` },
  BOOKING_NOT_OPEN_YET: { status: 409, detail: (p: { opensOn: string }) => `Todavía no puedes reservar esta clase: las reservas abren el ${p.opensOn}.` },
  CLASS_STARTED: { status: 409, detail: 'Esa clase ya comenzó o ya pasó.' },
  PACKAGE_NOT_FOR_DISCIPLINE: { status: 409, detail: 'Tu paquete no incluye esta disciplina.' },
  BOOKING_POLICY_INVALID: { status: 400, detail: 'Las reservas tienen que abrir antes de cerrar: revisa los días y los minutos.' },
  FORFEIT_NOT_FOUND: { status: 404, detail: 'Esa reserva no tiene un crédito perdido por cancelación tardía.' },
  FORFEIT_ALREADY_WAIVED: { status: 409, detail: 'Ese crédito ya se devolvió.' },
  NO_CREDITS: { status: 409, detail: 'No te quedan créditos disponibles.' },
  NO_PACKAGE: { status: 409, detail: 'No tienes paquete activo.' },
  PACKAGE_EXPIRES_BEFORE_CLASS: { status: 409, detail: 'Tu paquete vence antes de esa clase.' },
  SLOT_FULL: { status: 409, detail: 'No hay cupos disponibles para este horario.' },
  SLOT_NOT_FULL: { status: 409, detail: 'Todavía hay lugar en esa clase: puedes reservarla.' },
  // Turnos fijos: a weekly class booked for the member every week
  STANDING_BOOKING_EXISTS: { status: 409, detail: 'Ya tienes esa clase como turno fijo.' },
  STANDING_BOOKING_NOT_FOUND: { status: 404, detail: 'Esa clase no es uno de tus turnos fijos.' },
  STANDING_BOOKING_ONE_OFF: { status: 409, detail: 'Esa clase es única: no se puede repetir todas las semanas.' },
  // Calendar exceptions: closed days, cancelled, moved and one-off classes
  ONE_OFF_OTHER_DATE: { status: 400, detail: (p: { fecha: string }) => `Esa clase es solo el ${p.fecha}: la fecha elegida no corresponde.` },
  DATE_IN_PAST: { status: 400, detail: 'Esa fecha ya pasó: elige hoy o una fecha futura.' },
  DATE_TOO_FAR: { status: 400, detail: (p: { hasta: string }) => `Esa fecha está demasiado lejos: elige una hasta el ${p.hasta}.` },
  DATE_TOO_EARLY: { status: 400, detail: (p: { desde: string }) => `Esa fecha es demasiado antigua: elige una desde el ${p.desde}.` },
  INVALID_DURATION: { status: 400, detail: (p: { min: number; max: number }) => `La duración tiene que ser de ${p.min} a ${p.max} minutos.` },
  INSTRUCTOR_NOT_STAFF: { status: 400, detail: 'El profesor elegido no es parte del equipo del estudio.' },
  MOVE_TO_SAME_TIME: { status: 400, detail: 'Elige otra fecha u hora para mover la clase.' },
  // A motivo the admin typed may end in its own period: the sentence around it ends once.
  STUDIO_CLOSED: { status: 409, detail: (p: { motivo: string }) => `El estudio está cerrado ese día (${p.motivo.trim().replace(/\.+$/, '')}). Elige otra fecha.` },
  CLASS_CANCELLED: { status: 409, detail: (p: { motivo: string }) => `Esa clase se canceló (${p.motivo.trim().replace(/\.+$/, '')}). Elige otra clase.` },
  DAY_ALREADY_CLOSED: { status: 409, detail: 'Ese día ya está cerrado.' },
  DAY_NOT_CLOSED: { status: 409, detail: 'Ese día no está cerrado.' },
  OCCURRENCE_ALREADY_CANCELLED: { status: 409, detail: 'Esa clase ya está cancelada ese día.' },
  OCCURRENCE_NOT_CANCELLED: { status: 409, detail: 'Esa clase no está cancelada ese día.' },
  OCCURRENCE_CLOSED_WITH_DAY: { status: 409, detail: 'Esa clase se canceló porque el día está cerrado: reabre el día para recuperarla.' },
  // Attendance: check-in, no-shows and staff bookings from the class console
  MEMBER_NOT_FOUND: { status: 404, detail: 'No encontramos a ese socio.' },
  ALREADY_CHECKED_IN: { status: 409, detail: 'Ya marcaste la asistencia de este socio.' },
  ATTENDANCE_FINAL: { status: 409, detail: 'La clase ya terminó: la asistencia quedó registrada.' },
  CHECK_IN_CLOSED: { status: 409, detail: 'Ya pasó el día de esa clase: no se puede marcar asistencia.' },
  CHECK_IN_NOT_OPEN: { status: 409, detail: (p: { minutes: number }) => `La asistencia se marca desde ${p.minutes} minutos antes de la clase.` },
  MEMBER_ALREADY_BOOKED: { status: 409, detail: 'Ese socio ya está anotado en esa clase.' },
  MEMBER_NO_CREDITS: { status: 409, detail: 'El socio no tiene créditos disponibles: puedes anotarlo sin descontar crédito.' },
  NOT_CHECKED_IN: { status: 409, detail: 'Ese socio no tiene la asistencia marcada.' },
  // Catalog: disciplines, schedule slots (horarios) and packages
  FIELDS_REQUIRED: { status: 400, detail: 'Todos los campos son obligatorios' },
  ID_MISMATCH: { status: 400, detail: 'El id del paquete no coincide con el de la dirección.' },
  INVALID_CAPACITY: { status: 400, detail: (p: { max: number }) => `El cupo máximo debe ser un número entero entre 1 y ${p.max}.` },
  INVALID_CLASS_COUNT: { status: 400, detail: (p: { max: number }) => `La cantidad de clases debe ser un número entero entre 1 y ${p.max}.` },
  INVALID_PRICE: { status: 400, detail: 'El precio debe ser un número mayor o igual a 0, con hasta dos decimales.' },
  INVALID_TIME: { status: 400, detail: 'La hora debe tener el formato HH:MM (por ejemplo 07:00 o 18:30).' },
  INVALID_WEEKDAY: { status: 400, detail: 'El día debe ser de lunes a domingo.' },
  NAME_TOO_LONG: { status: 400, detail: (p: { max: number }) => `El nombre puede tener hasta ${p.max} caracteres.` },
  UNKNOWN_DISCIPLINE: { status: 400, detail: 'La disciplina elegida no existe.' },
  DISCIPLINE_NOT_FOUND: { status: 404, detail: 'La disciplina no existe.' },
  PACKAGE_NOT_FOUND: { status: 404, detail: 'No encontramos ese paquete.' },
  SCHEDULE_SLOT_NOT_FOUND: { status: 404, detail: 'El horario no existe.' },
  DISCIPLINE_EXISTS: { status: 409, detail: 'La disciplina ya existe.' },
  DISCIPLINE_IN_USE: { status: 409, detail: 'No se puede eliminar: hay horarios o paquetes que usan esta disciplina.' },
  DISCIPLINE_NAME_TAKEN: { status: 409, detail: (p: { name: string }) => `Ya existe una disciplina llamada ${p.name}.` },
  PACKAGE_EXISTS: { status: 409, detail: 'El paquete ya existe.' },
  SCHEDULE_SLOT_EXISTS: { status: 409, detail: 'El horario ya existe.' },
  // Member packages, requests and receipts
  DAMAGED_FILE: { status: 400, detail: 'El comprobante está dañado o incompleto. Vuelve a sacarle una foto o a descargarlo.' },
  INVALID_CREDITS: { status: 400, detail: 'Los créditos tienen que ser un número entero no negativo.' },
  INVALID_DELTA: { status: 400, detail: 'El ajuste tiene que ser un número entero distinto de cero.' },
  INVALID_VALID_UNTIL: { status: 400, detail: 'La fecha de vencimiento tiene que ser posterior a hoy.' },
  MALFORMED_UPLOAD: { status: 400, detail: 'El envío del archivo llegó incompleto. Vuelve a intentarlo.' },
  NO_FILE: { status: 400, detail: 'No se envió ningún archivo. Elige el comprobante y vuelve a intentarlo.' },
  PACKAGE_REQUIRED: { status: 400, detail: 'Elige el paquete que pagaste.' },
  REASON_REQUIRED: { status: 400, detail: 'Indica el motivo.' },
  TOO_MANY_FILES: { status: 400, detail: 'Envía un solo comprobante.' },
  RECEIPT_NOT_FOUND: { status: 404, detail: 'No encontramos ese comprobante.' },
  REQUEST_NOT_FOUND: { status: 404, detail: 'No encontramos esa solicitud.' },
  CREDITS_NEGATIVE: { status: 409, detail: 'Los créditos no pueden quedar negativos.' },
  MEMBER_HAS_ACTIVE_PACKAGE: { status: 409, detail: 'Este socio ya tiene un paquete activo. Rechaza la solicitud o quítale el paquete primero.' },
  MEMBER_HAS_NO_PACKAGE: { status: 409, detail: 'El socio no tiene un paquete activo.' },
  PACKAGE_ALREADY_ACTIVE: { status: 409, detail: 'Ya tienes un paquete activo.' },
  PACKAGE_DELETED: { status: 409, detail: 'Ese paquete ya no está disponible.' },
  REQUEST_ALREADY_PENDING: { status: 409, detail: 'Ya tienes una solicitud pendiente. Espera a que la revisen.' },
  REQUEST_NOT_PENDING: { status: 409, detail: 'Esa solicitud ya no está pendiente.' },
  // Studio package settings
  INVALID_VALIDITY_DAYS: { status: 400, detail: 'Los días de vigencia tienen que ser un número entero entre 1 y 366.' },
  INVALID_ALIAS: { status: 400, detail: 'El alias tiene que tener entre 6 y 20 letras, números, puntos o guiones.' },
  INVALID_CBU: { status: 400, detail: 'El CBU tiene que tener 22 dígitos.' },
  RENEWAL_ALREADY_QUEUED: { status: 409, detail: 'Ya tienes una renovación pedida que empieza cuando termine tu paquete.' },
  // Plans (planificaciones)
  ID_REQUIRED: { status: 400, detail: 'No se proporciono un id' },
  INVALID_REPS: { status: 400, detail: (p: { max: number }) => `Las repeticiones pueden tener hasta ${p.max} caracteres.` },
  INVALID_REST: { status: 400, detail: (p: { max: number }) => `El descanso tiene que ser un número entero de segundos, entre 0 y ${p.max}.` },
  INVALID_SET_COUNT: { status: 400, detail: (p: { max: number }) => `La cantidad de series tiene que ser un número entero entre 0 y ${p.max}.` },
  INVALID_SET_NUMBER: { status: 400, detail: (p: { max: number }) => `El número de serie tiene que ser un entero entre 1 y ${p.max}.` },
  INVALID_VIDEO_URL: { status: 400, detail: 'El enlace del video debe empezar con https://' },
  INVALID_WEIGHT: { status: 400, detail: (p: { max: number }) => `El peso tiene que ser un número de kg, entre 0 y ${p.max}.` },
  INVALID_WEIGHT_STEP: { status: 400, detail: 'El peso va en pasos de 0,25 kg: por ejemplo 22,5 o 21,25.' },
  NOTES_TOO_LONG: { status: 400, detail: (p: { max: number }) => `Las notas pueden tener hasta ${p.max} caracteres.` },
  PLAN_NOT_ASSIGNED: { status: 403, detail: 'Esta planificación no está asignada a ti.' },
  BLOCK_NOT_FOUND: { status: 404, detail: 'Bloque no encontrado' },
  DAY_NOT_FOUND: { status: 404, detail: 'Día no encontrado' },
  EXERCISE_NOT_FOUND: { status: 404, detail: 'Ejercicio no encontrado' },
  SET_NOT_FOUND: { status: 404, detail: 'Serie no encontrada' },
  WEEK_NOT_FOUND: { status: 404, detail: 'Semana no encontrada' },
  PLAN_EXISTS: { status: 409, detail: 'La planificación ya existe.' },
  PLAN_TOO_LARGE: { status: 409, detail: (p: { max: number }) => `La planificación no puede tener más de ${p.max} elementos (semanas, días, bloques, ejercicios y series).` },
  INVALID_PROGRESSION: { status: 400, detail: 'La progresión tiene que ser de -100 a 100 kg o de -50 a 100 %.' },
  INVALID_PROGRESSION_STEP: { status: 400, detail: 'La progresión por semana tiene que ser de -100 a 100 kg o de -50 a 100 %, y distinta de 0.' },
  INVALID_PROGRESSION_KG_STEP: { status: 400, detail: 'La progresión en kg va en pasos de 0,25 kg: por ejemplo 1,25 o 2,5.' },
  PROGRESSION_WEEKS_OUT_OF_RANGE: { status: 400, detail: (p: { weeks: number }) => (p.weeks === 0 ? 'La planificación todavía no tiene semanas.' : `Elige semanas de la planificación: desde la 1 hasta la ${p.weeks}, y la primera antes de la última.`) },
  PROGRESSION_NO_MATCH: { status: 400, detail: 'Ningún ejercicio con peso de esas semanas coincide: elige otras semanas u otros ejercicios.' },
  PROGRESSION_WEIGHT_OUT_OF_RANGE: { status: 409, detail: (p: { min: number; max: number }) => `La progresión dejaría alguna serie con menos de ${p.min} kg o más de ${p.max} kg: elige un paso menor o menos semanas.` },
  LIBRARY_EXERCISE_NOT_FOUND: { status: 404, detail: 'Ese ejercicio no está en la biblioteca.' },
  LIBRARY_EXERCISE_EXISTS: { status: 409, detail: (p: { name: string }) => `Ya hay un ejercicio llamado ${p.name} en la biblioteca.` },
  GROUP_HAS_NO_MEMBERS: { status: 409, detail: 'El grupo no tiene socios: agrega socios antes de darles una copia.' },
  // Groups
  NAME_REQUIRED: { status: 400, detail: 'El nombre no puede estar vacío' },
  GROUP_NOT_FOUND: { status: 404, detail: 'El grupo no existe.' },
  PLAN_NOT_FOUND: { status: 404, detail: 'Planificacion no encontrada' },
  USER_NOT_FOUND: { status: 404, detail: 'No encontramos ese usuario.' },
  GROUP_EXISTS: { status: 409, detail: 'El grupo ya existe.' },
  // News
  IMAGE_NOT_UPLOADED: { status: 400, detail: 'La imagen no existe: súbela de nuevo.' },
  IMAGE_REQUIRED: { status: 400, detail: 'Por favor selecciona una imagen' },
  INVALID_FECHA: { status: 400, detail: 'La fecha debe tener el formato AAAA-MM-DD HH:MM:SS.' },
  INVALID_FILE_DATA: { status: 400, detail: 'El archivo no llegó bien codificado. Vuelve a intentarlo.' },
  INVALID_IMAGE: { status: 400, detail: 'La imagen está dañada o incompleta y no se puede mostrar.' },
  IMAGE_NOT_FOUND: { status: 404, detail: 'La imagen no existe.' },
  NEWS_NOT_FOUND: { status: 404, detail: 'La noticia no existe o fue eliminada.' },
  // Videos
  INVALID_LIMIT: { status: 400, detail: (p: { max: number }) => `La cantidad por página debe ser un número entero entre 1 y ${p.max}.` },
  INVALID_PAGE: { status: 400, detail: 'La página debe ser un número entero mayor o igual a 1.' },
  // Usuarios: the admin's member list, its bulk package action and CSV
  MEMBER_FILTER_UNKNOWN: { status: 400, detail: 'Elige un filtro: sin paquete, vence esta semana, sin créditos o comprobante pendiente.' },
  MEMBER_SORT_UNKNOWN: { status: 400, detail: 'Ordena por nombre, vencimiento o créditos, de menor a mayor o de mayor a menor.' },
  INVALID_GROUP: { status: 400, detail: 'El grupo elegido no es válido.' },
  BULK_SELECTION_EMPTY: { status: 400, detail: 'Elige al menos un socio.' },
  BULK_TOO_MANY: { status: 400, detail: (p: { max: number }) => `Puedes asignar un paquete a ${p.max} socios como máximo por vez.` },
  CSV_SEPARATOR_UNKNOWN: { status: 400, detail: 'Elige el separador: puntoycoma (Excel en español) o coma (Google Sheets, Excel en inglés).' },
  MULTIPART_REQUIRED: { status: 400, detail: 'Envía el video como formulario (multipart/form-data).' },
  VIDEO_REQUIRED: { status: 400, detail: 'Elige un archivo de video.' },
  VIDEO_NOT_FOUND: { status: 404, detail: 'El video no existe o fue eliminado.' },
  // Workouts (entrenamientos)
  NOT_YOUR_WORKOUT: { status: 403, detail: 'Esa sesión de entrenamiento es de otra persona.' },
  WORKOUT_SESSION_NOT_FOUND: { status: 404, detail: 'No encontramos esa sesión de entrenamiento.' },
  WORKOUT_SET_NOT_IN_SESSION: { status: 404, detail: 'Esa serie no es parte del día de esta sesión.' },
  WORKOUT_DAY_EMPTY: { status: 409, detail: 'Ese día no tiene series para registrar.' },
  WORKOUT_SESSION_EXISTS: { status: 409, detail: 'Ya hay otra sesión de entrenamiento con ese identificador. Vuelve a intentarlo.' },
  // Notifications
  PUSH_ENDPOINT_NOT_PUBLIC: { status: 400, detail: 'El endpoint de la suscripción no es un servicio de notificaciones público.' },
  PUSH_ENDPOINT_UNKNOWN_HOST: { status: 400, detail: 'No se encontró el servicio de notificaciones de la suscripción.' },
  PUSH_ENDPOINT_UNRESOLVED: { status: 503, detail: 'No se pudo comprobar el servicio de notificaciones. Intenta de nuevo en unos minutos.' },
  INVALID_PUSH_SUBSCRIPTION: { status: 400, detail: (p: { reason: keyof typeof pushSubscriptionProblems }) => pushSubscriptionProblems[p.reason] },
  // Reports
  INVALID_DATE: { status: 400, detail: (p: { field: string }) => `La fecha ${p.field} no es válida. Usa el formato AAAA-MM-DD.` },
  INVALID_RANGE: { status: 400, detail: 'La fecha desde tiene que ser anterior o igual a la fecha hasta.' },
  RANGE_REQUIRED: { status: 400, detail: 'Indica las fechas desde y hasta (AAAA-MM-DD).' },
  RANGE_TOO_LONG: { status: 400, detail: (p: { max: number }) => `El rango no puede superar los ${p.max} días.` },
  EXPORT_TYPE_UNKNOWN: { status: 400, detail: 'Elige una exportación: socios, reservas, créditos o ingresos.' },
} as const satisfies Record<string, Entry>;

export type ErrorCode = keyof typeof errorCatalogue;
type DetailOf<C extends ErrorCode> = (typeof errorCatalogue)[C]['detail'];
/** The parameters a code's text takes (`undefined` when its text is fixed). */
export type ErrorParams<C extends ErrorCode> = DetailOf<C> extends (params: infer P) => string ? P : undefined;

/** The status and Spanish text of a code, its parameters filled in. */
export function errorText<C extends ErrorCode>(code: C, ...[params]: ErrorParams<C> extends undefined ? [] : [ErrorParams<C>]): { status: ErrorStatus; detail: string } {
  const entry: Entry = errorCatalogue[code];
  const detail = typeof entry.detail === 'function' ? (entry.detail as (p: unknown) => string)(params) : entry.detail;
  return { status: entry.status, detail };
}

export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(errorCatalogue, code);
