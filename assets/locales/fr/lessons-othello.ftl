# Le livre des règles d'Othello : titres des chapitres et textes des étapes (src/lessons/othello.rs).

lesson-othello-start = Le plateau et la position de départ
lesson-othello-start-1 = Othello se joue sur un plateau de 8 cases sur 8 avec des pions noirs d'un côté et blancs de l'autre. La partie commence avec quatre pions au centre, deux de chaque couleur, disposés en croix.
lesson-othello-start-2 = Noir joue en premier. Un coup consiste à poser un nouveau pion à côté d'un pion adverse, de façon à encadrer une ligne droite de pions adverses entre ce pion et l'un des vôtres. Au départ, Noir a exactement quatre coups possibles : c4, d3, e6 et f5.
lesson-othello-start-3 = À vous : vous êtes Noir. Posez un pion sur l'une des quatre cases qui retournent un pion blanc.
lesson-othello-flips = Un coup et ses retournements
lesson-othello-flips-1 = Noir joue d3. Le pion blanc en d4 se trouve maintenant entre le nouveau pion et le pion noir en d5 : il est donc retourné et devient noir.
lesson-othello-flips-2 = Noir joue plutôt f5. Cette fois, c'est le pion en e5 qui est pris entre f5 et d5 et devient noir. Seuls les pions d'une ligne encadrée sont retournés, rien d'autre.
lesson-othello-flips-3 = Après f5, c'est au tour de Blanc, qui a exactement trois coups possibles : d6, f4 et f6. Chacun d'eux encadre une ligne de pions noirs avec un pion blanc.
lesson-othello-flips-4 = Jouez maintenant le coup de Blanc en f6. Il retourne le pion noir en e5, qui redevient blanc.
lesson-othello-directions = Plusieurs directions à la fois
lesson-othello-directions-1 = Un coup retourne des pions dans toutes les directions où une ligne est encadrée. Le coup noir en c6 retourne b6, b5, d7, c5 et c4 : cinq pions dans quatre directions. La ligne vers f6 reste blanche, car f6 est vide et rien ne la ferme.
lesson-othello-directions-2 = Trouvez la case où un seul pion noir retourne neuf pions blancs, au moins un dans chacune des huit directions.
lesson-othello-chain = Pas de réaction en chaîne
lesson-othello-chain-1 = Noir joue a5 et retourne b5 et c5. Regardez c4 : il se trouve maintenant entre le nouveau pion noir en c5 et c3, mais il reste blanc. Les pions retournés pendant un coup ne retournent jamais rien eux-mêmes.
lesson-othello-chain-2 = Même position : trouvez le coup qui retourne bien c4, en même temps que c5. La ligne doit se fermer sur un pion qui était déjà noir.
lesson-othello-pass = Passer son tour
lesson-othello-pass-1 = Blanc n'a aucun coup possible : le seul pion noir est dans le coin, où rien ne peut l'encadrer. Un joueur qui ne peut pas jouer doit passer, et la main revient à Noir.
lesson-othello-pass-2 = Il reste un coup à Noir. Jouez-le : il retourne le dernier pion de Blanc, et un joueur qui n'a plus aucun pion a perdu.
lesson-othello-pass-3 = Un joueur peut passer plusieurs fois de suite. Ici, Blanc doit passer, Noir joue c1, Blanc doit encore passer, puis le coup noir en c8 termine la partie.
lesson-othello-end = La fin de partie et le score
lesson-othello-end-1 = La partie s'arrête quand aucun des deux joueurs ne peut plus jouer, ici avec b1 encore vide. Noir a 34 pions et Blanc 29, et la case vide revient au gagnant : Noir gagne 35 à 29.
lesson-othello-end-2 = Quand le plateau est rempli avec autant de pions de chaque couleur, 32 à 32, la partie est nulle.
lesson-othello-end-3 = Quand une couleur n'a plus aucun pion, la partie s'arrête aussitôt. Ici, Blanc n'en a plus, et Noir gagne 64 à 0 : toutes les cases vides reviennent au gagnant.
lesson-othello-end-4 = Il reste une seule case. Remplissez-la et gagnez la partie.
