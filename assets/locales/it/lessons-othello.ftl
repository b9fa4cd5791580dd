# Il libro delle regole di Othello: titoli dei capitoli e testi dei passi (src/lessons/othello.rs).

lesson-othello-start = La scacchiera e l'inizio
lesson-othello-start-1 = Othello si gioca su una scacchiera di 8 per 8 caselle, con pedine nere da una faccia e bianche dall'altra. La partita comincia con quattro pedine al centro, due per colore, disposte in diagonale.
lesson-othello-start-2 = Il nero muove per primo. Una mossa posa una nuova pedina accanto a una pedina avversaria, in modo che una linea retta di pedine avversarie finisca su una pedina propria. All'inizio il nero ha esattamente quattro mosse: c4, d3, e6 e f5.
lesson-othello-start-3 = Tocca a te: giochi col nero. Posa una pedina su una delle quattro caselle che girano una pedina bianca.
lesson-othello-flips = Una mossa e le pedine girate
lesson-othello-flips-1 = Il nero gioca d3. La pedina bianca in d4 ora sta tra la nuova pedina e la pedina nera in d5, quindi viene girata e diventa nera.
lesson-othello-flips-2 = Questa volta il nero gioca f5. Ora è la pedina in e5 a restare imprigionata tra f5 e d5, e diventa nera. Si girano solo le pedine di una linea chiusa, nient'altro.
lesson-othello-flips-3 = Dopo f5 tocca al bianco, che ha esattamente tre mosse: d6, f4 e f6. Ognuna chiude una linea di pedine nere con una pedina bianca.
lesson-othello-flips-4 = Ora gioca la mossa del bianco in f6. Gira di nuovo al bianco la pedina nera in e5.
lesson-othello-directions = Più direzioni insieme
lesson-othello-directions-1 = Una mossa gira le pedine in ogni direzione in cui si chiude una linea. Il c6 del nero gira b6, b5, d7, c5 e c4: cinque pedine in quattro direzioni. La linea verso f6 resta bianca, perché f6 è vuota e niente la chiude.
lesson-othello-directions-2 = Trova la casella in cui una sola pedina nera gira nove pedine bianche, almeno una in ciascuna delle otto direzioni.
lesson-othello-chain = Nessuna reazione a catena
lesson-othello-chain-1 = Il nero gioca a5 e gira b5 e c5. Guarda c4: ora sta tra la nuova pedina nera in c5 e c3, ma resta bianca. Le pedine girate durante una mossa non girano mai niente a loro volta.
lesson-othello-chain-2 = Stessa posizione: trova la mossa che gira davvero c4, insieme a c5. La linea deve chiudersi su una pedina che era già nera.
lesson-othello-pass = Passare
lesson-othello-pass-1 = Il bianco non ha mosse: l'unica pedina nera sta nell'angolo, dove niente può imprigionarla. Un giocatore senza mosse deve passare, e il turno torna al nero.
lesson-othello-pass-2 = Al nero resta una mossa. Giocala: gira l'ultima pedina del bianco, e chi resta senza pedine ha perso.
lesson-othello-pass-3 = Si può passare anche più volte di seguito. Qui il bianco deve passare, il nero gioca c1, il bianco deve passare ancora e poi c8 del nero chiude la partita.
lesson-othello-end = La fine e il punteggio
lesson-othello-end-1 = La partita finisce quando nessuno dei due può muovere, qui con b1 ancora vuota. Il nero ha 34 pedine e il bianco 29, e la casella vuota va al vincitore: vince il nero 35 a 29.
lesson-othello-end-2 = Quando la scacchiera è piena con lo stesso numero di pedine per colore, 32 a 32, la partita è patta.
lesson-othello-end-3 = Quando un colore resta senza pedine, la partita finisce subito. Qui il bianco non ne ha più e il nero vince 64 a 0: tutte le caselle vuote vanno al vincitore.
lesson-othello-end-4 = Resta una sola casella. Riempila e vinci la partita.
