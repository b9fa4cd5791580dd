# Il libro delle regole del Gounki in italiano (src/lessons/gounki.rs): un titolo per
# capitolo e un testo per passo. Le caselle (g6) si scrivono come sulla scacchiera.

## Disposizione e scopo

lesson-gounki-start = Disposizione e scopo
lesson-gounki-start-1 = Ogni giocatore ha 8 tondi e 8 quadrati sulle sue prime due traverse: i quadrati sulle caselle scure, i tondi su quelle chiare.
    Il bianco muove per primo. Vince chi porta un pezzo oltre il bordo opposto della scacchiera, al di là dell'ultima traversa avversaria.
lesson-gounki-start-2 = I pezzi vanno sempre avanti o di lato, mai indietro. Comincia la partita: porta uno dei tuoi pezzi sulla casella vuota d3.
    Ci possono arrivare tre pezzi diversi.

## Tondi e quadrati

lesson-gounki-single = Tondi e quadrati
lesson-gounki-single-1 = Un tondo avanza di una casella in diagonale: il tondo in d3 può andare in c4 o in e4.
    Un quadrato si sposta di una casella in linea retta, in avanti o di lato: il quadrato in f3 può andare in f4, e3 o g3.
lesson-gounki-single-2 = Tocca a te: porta un pezzo in e3. Solo uno dei tuoi due pezzi ci può arrivare.

## Le pile

lesson-gounki-stacks = Le pile
lesson-gounki-stacks-1 = Se muovi un pezzo su uno dei tuoi, formano una pila. Qui il tondo in c3 sale sul quadrato in d4 e forma un quadrato-tondo.
    Una pila non contiene mai più di tre pezzi.
lesson-gounki-stacks-2 = Una pila fa tanti passi quanti sono i suoi pezzi di un tipo. Un tondo doppio muove come un tondo, ma di uno o due passi: da d3 arriva in f5 in un solo turno.
    Un tondo triplo fa fino a tre passi; un quadrato doppio due e un quadrato triplo tre passi in linea retta.
lesson-gounki-stacks-3 = Una pila mista muove o come tondo o come quadrato, mai in entrambi i modi nella stessa mossa. Il quadrato-tondo in d4 ha un pezzo per tipo, quindi fa un passo:
    in diagonale verso c5 o e5, oppure dritto verso c4, d5 o e4.
lesson-gounki-stacks-4 = La pila in d3 ha due quadrati e un tondo: muove fino a due passi come quadrato, o un passo come tondo.
    Portala due caselle in avanti, in d5.

## Niente salti, niente svolte

lesson-gounki-paths = Niente salti, niente svolte
lesson-gounki-paths-1 = Una pila non salta mai un pezzo, né tuo né avversario. Il tuo quadrato in e4 sbarra la strada: il tondo doppio può fermarsi in e4 e formare una pila di tre, ma non può arrivare in f5.
    Non può arrivare nemmeno in d5: una pila non cambia mai direzione durante una mossa.
lesson-gounki-paths-2 = La strada verso destra è chiusa. Porta il tondo doppio il più lontano possibile dall'altra parte, in b5.

## I rimbalzi

lesson-gounki-rebound = I rimbalzi
lesson-gounki-rebound-1 = Sul bordo della scacchiera una pila rimbalza, come una palla contro un muro. Il tondo triplo in f3 va in g4, poi in h5, poi rimbalza sul bordo destro e arriva in g6.
    Le caselle che attraversa, g4 e h5, devono essere vuote.
lesson-gounki-rebound-2 = Lo stesso vale per il nero. La pila nera in b4 ha due tondi e un quadrato: muovendo come tondo doppio va in a3, rimbalza sul bordo sinistro e arriva in b2.
    Il rimbalzo non costa un passo in più.
lesson-gounki-rebound-3 = Una pila può rimbalzare sulla sua stessa colonna: questo tondo-tondo-quadrato va da b4 in a5, poi rimbalza in b6.
    Un pezzo singolo non rimbalza mai, perché per rimbalzare serve un secondo passo.
lesson-gounki-rebound-4 = Tocca a te: fai rimbalzare il tondo triplo in c1 sul bordo sinistro, in modo che arrivi in b4.
lesson-gounki-rebound-5 = Anche i quadrati rimbalzano quando scivolano di lato. Il quadrato triplo in b1 scivola in a1 e torna dritto in b1.
    Proseguire così fino a c1 non porterebbe niente di nuovo: può andare in c1 direttamente.

## La mossa nulla

lesson-gounki-null = La mossa nulla
lesson-gounki-null-1 = Il quadrato doppio in g2 scivola in h2 e rimbalza in g2. Sulla scacchiera non cambia niente: con questa mossa nulla si passa il turno.
    Funziona solo se h2 è vuota.
lesson-gounki-null-2 = Passa il turno con una mossa nulla. Il tondo in h2 blocca il quadrato doppio in g2, quindi usa l'altro quadrato doppio.

## Le prese

lesson-gounki-capture = Le prese
lesson-gounki-capture-1 = Se muovi su una pila nemica, la catturi tutta. Qui il tondo doppio in g2 rimbalza sul bordo in h3 e prende il quadrato nero in g4.
    Una presa chiude la mossa, e prendere non è mai obbligatorio.
lesson-gounki-capture-2 = Qualsiasi pila può prendere qualsiasi pila: la grandezza non conta. Il tuo tondo singolo può prendere una di due pile nere.
    Cattura quella di tre pezzi.

## I dispiegamenti

lesson-gounki-deploy = I dispiegamenti
lesson-gounki-deploy-1 = Invece di muovere, una pila di due o tre pezzi può dispiegarsi: si divide e lascia un pezzo su ogni casella in cui passa.
    Il tondo doppio in d4 lascia un tondo in c5 e un altro in b6. Potrebbe anche andare verso e5 e f6.
lesson-gounki-deploy-2 = Un quadrato doppio si dispiega in linea retta: a sinistra in d2 e c2, in avanti in e3 ed e4, o a destra in f2 e g2.
    Dispiegalo in modo che il suo ultimo pezzo arrivi in g2.
lesson-gounki-deploy-3 = Un tondo triplo lascia tre tondi lungo una diagonale. Da d4 lascia tondi in e5, f6 e g7, oppure in c5, b6 e a7.
lesson-gounki-deploy-4 = Anche i dispiegamenti rimbalzano sui bordi. Il tondo triplo in f3 lascia tondi in g4 e h5, rimbalza sul bordo destro e lascia l'ultimo tondo in g6.
lesson-gounki-deploy-5 = Un quadrato triplo si dispiega in una direzione: a sinistra, in avanti o a destra. Qui lascia quadrati in d5, d6 e d7.
lesson-gounki-deploy-6 = Il dispiegamento di un quadrato può rimbalzare e ripercorrere la sua strada. Il quadrato triplo in c1 lascia pezzi in b1 e a1, rimbalza e lascia l'ultimo quadrato di nuovo in b1.
    Così in b1 finiscono due quadrati.
lesson-gounki-deploy-7 = Un dispiegamento può perfino rimbalzare fino alla sua casella di partenza. Il quadrato triplo in b1 lascia un pezzo in a1, rimbalza, ne lascia uno in b1, ora vuota, e finisce in c1.

## Dispiegare le pile miste

lesson-gounki-mixed = Dispiegare le pile miste
lesson-gounki-mixed-1 = Una pila mista dispiega prima tutti i quadrati e poi i tondi, oppure prima tutti i tondi e poi i quadrati.
    Ogni gruppo sceglie la sua direzione: il quadrato-tondo in d4 lascia il quadrato in d5, poi il tondo in e6.
lesson-gounki-mixed-2 = Il tondo-tondo-quadrato in d4 lascia il quadrato in d5, poi i due tondi proseguono lungo una diagonale, in c6 e b7.
    I due tondi di un gruppo non si separano mai in direzioni diverse.
lesson-gounki-mixed-3 = La pila nera in b4 dispiega prima i tondi: un tondo in a3, un rimbalzo, un tondo in b2. Poi il quadrato va a sinistra, in a2.
    Questo esempio viene dal regolamento ufficiale.
lesson-gounki-mixed-4 = Il quadrato-quadrato-tondo in d4 comincia con il tondo, in e5. Da lì i due quadrati vanno a sinistra, in d5 e c5.
lesson-gounki-mixed-5 = Dispiega il quadrato-quadrato-tondo in b4 in modo che il suo ultimo pezzo arrivi in a5. I quadrati possono andare a sinistra in a4 e rimbalzare in b4.
    Il pezzo nero in b5 chiude l'altra strada.

## Cosa non può fare un dispiegamento

lesson-gounki-limits = Cosa non può fare un dispiegamento
lesson-gounki-limits-1 = Un dispiegamento può lasciare un pezzo su una tua pila, purché nessuna pila superi i tre pezzi.
    Il tondo triplo in f3 lascia pezzi in e4, sul tuo quadrato in d5 e in c6. Muovendo, non avrebbe potuto superare d5.
lesson-gounki-limits-2 = Un dispiegamento non finisce mai su un pezzo nemico: con un quadrato nero in g6, il tondo triplo in f3 non può dispiegarsi per g4 e h5 fino a g6.
    Una mossa invece può arrivarci, e cattura.
lesson-gounki-limits-3 = Dispiega il quadrato-tondo in d4 in modo che il suo ultimo pezzo arrivi in d5. I pezzi neri in c4, c5 ed e5 chiudono tre delle quattro strade per arrivarci.

## Vincere uscendo dalla scacchiera

lesson-gounki-exit = Vincere uscendo dalla scacchiera
lesson-gounki-exit-1 = Porta un pezzo oltre il bordo opposto e vinci subito. Il tondo doppio in e7 sale sull'ultima traversa, poi esce dalla scacchiera.
    La casella che attraversa lungo la strada deve essere vuota.
lesson-gounki-exit-2 = Un dispiegamento può portare una pila più lontano di una mossa. Questa pila non può uscire muovendo da a6, ma può dispiegarsi:
    il quadrato in a7, un tondo in b8, e l'ultimo tondo esce dalla scacchiera. Vinci la partita.

## Vincere catturando

lesson-gounki-wipe = Vincere catturando
lesson-gounki-wipe-1 = Se catturi l'ultimo pezzo avversario, vinci anche così. Al nero resta un solo quadrato, in e5: vinci la partita.

## La patta

lesson-gounki-draw = La patta
lesson-gounki-draw-1 = I quadrati possono scivolare a destra e a sinistra all'infinito. Quando la stessa posizione si ripete per la terza volta, con lo stesso giocatore al tratto, la partita è patta.
    Si può anche concordare la patta, oppure abbandonare.
lesson-gounki-draw-2 = Non scivolare avanti e indietro quando puoi vincere. Il tuo quadrato in c8 è a un passo dal traguardo: vinci la partita.
