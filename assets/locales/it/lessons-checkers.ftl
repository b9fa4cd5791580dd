# Il libro delle regole della dama basca in italiano: un messaggio per titolo di capitolo
# (lesson-checkers-<capitolo>) e per passo (lesson-checkers-<capitolo>-<n>),
# nell'ordine di src/lessons/checkers.rs. Le caselle hanno il loro numero e,
# dove aiuta, il loro nome algebrico.

## La disposizione.

lesson-checkers-start = La disposizione
lesson-checkers-start-1 =
    La dama si gioca solo sulle 32 caselle scure della scacchiera; la casella
    d'angolo alla sinistra del bianco, a1, è scura. Ogni giocatore ha 12
    pedine, sulle caselle scure delle tre righe più vicine a lui.
lesson-checkers-start-2 =
    Le caselle scure sono numerate da 1 a 32, riga per riga dal lato del nero:
    da 1 a 4 è la prima riga del nero, da 29 a 32 quella del bianco. Le mosse
    si scrivono con questi numeri, per esempio 22-18.
lesson-checkers-start-3 =
    Il bianco muove sempre per primo. Gioca la prima mossa del bianco: la
    pedina in 22 (c3) avanza in 18 (d4).

## Le pedine.

lesson-checkers-men = Le pedine muovono e prendono in avanti
lesson-checkers-men-1 =
    Una pedina avanza di una casella in diagonale, su una casella vuota, e
    non torna mai indietro. La pedina in 22 (c3) può andare in 18 (d4) o in
    17 (b4).
lesson-checkers-men-2 =
    Una pedina prende saltando un pezzo nemico che le sta subito davanti, e
    atterra sulla casella vuota dietro di esso. Qui 18 (d4) mangia 15 (e5) e
    arriva in 11 (f6). La pedina nera in 22 (c3) le sta dietro ed è al
    sicuro: le pedine non prendono mai all'indietro.
lesson-checkers-men-3 =
    Quando puoi prendere, devi farlo. Trova la presa del bianco: 18 non può
    saltare 14 perché la casella dietro è occupata, e la pedina nera in 23
    sta dietro le tue pedine.

## Le prese a catena.

lesson-checkers-chain = Le prese a catena
lesson-checkers-chain-1 =
    Dopo un salto la stessa pedina deve saltare ancora se può, e può cambiare
    direzione. La pedina in 27 (f2) mangia 23, svolta, mangia 15 e finisce in
    11 (f6). Le pedine prese lasciano la scacchiera a mossa finita.
lesson-checkers-chain-2 =
    Mangia tre pedine nere in una sola mossa. Salta con la pedina in 31 (e1)
    e continua, a zig-zag, finché non può più saltare.

## La presa massima.

lesson-checkers-most = Prendi il più possibile
lesson-checkers-most-1 =
    Perché non posso muovere? Magari vuoi prendere 17 con la pedina in 22, ma
    il gioco non lo accetta: fra tutte le prese devi giocarne una che prenda
    più pezzi possibile. La pedina in 27 ne può prendere due.
lesson-checkers-most-2 =
    Prendi tutti i pezzi che devi: trova la mossa che ne prende due.
lesson-checkers-most-3 =
    Qui entrambe le prese mangiano due pezzi, e una dama conta come una
    pedina, quindi puoi scegliere. Prendi le due dame in 17 e 9: finisci in
    6 (c7).

## La promozione.

lesson-checkers-crown = Andare a dama
lesson-checkers-crown-1 =
    Una pedina che finisce la mossa sull'ultima riga va a dama. La pedina in
    11 (f6) mangia 7 e arriva in 2 (d8), e la mossa si ferma lì: non
    prosegue prendendo 6 come dama. Muove da dama dal turno successivo.
lesson-checkers-crown-2 =
    Qui non c'è nessuna presa obbligata. Porta una pedina a dama: muovila
    sulla prima riga del nero, caselle da 1 a 4.

## Le dame.

lesson-checkers-kings = Le dame volanti
lesson-checkers-kings-1 =
    Una dama si muove lungo una diagonale, in avanti o all'indietro, per
    quante caselle vuote vuole. La dama in 10 (d6) vola indietro fino a
    28 (h2).
lesson-checkers-kings-2 =
    Una dama prende anche a distanza, ma deve fermarsi sulla casella subito
    dopo il pezzo che prende. La dama in 29 (a1) mangia 15 (e5) e arriva in
    11 (f6): 8 e 4, più in là, non sono ammesse.
lesson-checkers-kings-3 =
    Prendi due pezzi con la dama. Vola in su a prendere 18, si ferma in 15,
    poi gira e vola avanti a prendere l'altra pedina nera.
lesson-checkers-kings-4 =
    I pezzi presi restano sulla scacchiera finché la mossa non è finita: la
    dama non può saltarli di nuovo né attraversarli. Qui la dama nera in
    30 (c1) fa un giro ad anello, mangia quattro pedine e torna in 30.
lesson-checkers-kings-5 =
    L'anello si può percorrere anche nel verso opposto, ed è un'altra mossa.
    Giocala: fai il primo salto verso 23 (e3).

## La fine.

lesson-checkers-end = La fine della partita
lesson-checkers-end-1 =
    Perdi quando tocca a te e non hai più pezzi, o nessuno di essi può
    muovere. L'unica pedina del bianco, in 21 (a3), è bloccata: 17 è occupata
    e lo è anche 14 dietro di essa. Il bianco non può muovere e ha perso.
lesson-checkers-end-2 =
    Vinci subito la partita: lascia l'ultima pedina del nero, in 13 (a5),
    senza mosse e senza prese.
lesson-checkers-end-3 =
    Con le sole dame, spesso una partita finisce patta. È patta quando la
    stessa posizione si ripete per la terza volta con lo stesso giocatore al
    tratto, oppure dopo 40 mosse di seguito, 20 per parte, senza prese né
    mosse di pedina. I giocatori possono anche concordare la patta, per
    esempio quando a entrambi restano pochi pezzi.

## Le regole di famiglia.

lesson-checkers-family = Regole di famiglia: il soffio
lesson-checkers-family-1 =
    Con le regole di famiglia attive, un giocatore può saltare una presa
    obbligatoria e fare invece una mossa semplice: una mossa irregolare. Qui
    il bianco gioca 28-24 anche se la pedina in 18 (d4) avrebbe dovuto
    prendere 15. Ora il nero può soffiare quella pedina.
lesson-checkers-family-2 =
    Soffia la pedina bianca in 18 (d4) che non ha preso: toglila dalla
    scacchiera. Il soffio non è una mossa, quindi dopo il nero muove
    ancora; se muove senza soffiare, rinuncia al diritto.
lesson-checkers-family-3 =
    Se la mossa irregolare la fa proprio la pedina che avrebbe dovuto
    prendere, viene soffiata sulla sua nuova casella. Dopo 18-14, il nero può
    togliere la pedina in 14 (c5).
