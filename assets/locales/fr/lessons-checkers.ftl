# Le livre des règles des dames basques en français : un message par titre de
# chapitre (lesson-checkers-<chapitre>) et par étape (lesson-checkers-<chapitre>-<n>),
# dans l'ordre de src/lessons/checkers.rs. Les cases sont désignées par leur numéro
# et, quand c'est utile, par leur nom algébrique.

## Mise en place.

lesson-checkers-start = Mise en place
lesson-checkers-start-1 =
    Les dames se jouent uniquement sur les 32 cases foncées du damier ; la
    case du coin à gauche des Blancs, a1, est foncée. Chaque joueur a 12
    pions, sur les cases foncées des trois rangées les plus proches de lui.
lesson-checkers-start-2 =
    Les cases foncées sont numérotées de 1 à 32, rangée par rangée, en
    partant du côté des Noirs : les cases 1 à 4 forment la rangée de fond
    des Noirs, les cases 29 à 32 celle des Blancs. Les coups s'écrivent avec
    ces numéros, par exemple 22-18.
lesson-checkers-start-3 =
    Les Blancs jouent toujours en premier. Jouez le premier coup des
    Blancs : le pion en 22 (c3) avance en 18 (d4).

## Les pions.

lesson-checkers-men = Les pions avancent et prennent vers l'avant
lesson-checkers-men-1 =
    Un pion avance d'une case en diagonale, sur une case vide, et ne recule
    jamais. Le pion en 22 (c3) peut aller en 18 (d4) ou en 17 (b4).
lesson-checkers-men-2 =
    Un pion prend en sautant par-dessus une pièce adverse placée juste
    devant lui, jusqu'à la case vide située derrière. Ici, 18 (d4) prend
    15 (e5) et arrive en 11 (f6). Le pion noir en 22 (c3) est derrière lui
    et ne risque rien : les pions ne prennent jamais en arrière.
lesson-checkers-men-3 =
    Quand vous pouvez prendre, vous devez le faire. Trouvez la prise des
    Blancs : 18 ne peut pas sauter 14, car la case derrière est occupée, et
    le pion noir en 23 est derrière vos pions.

## Les rafles.

lesson-checkers-chain = Les rafles
lesson-checkers-chain-1 =
    Après un saut, le même pion doit sauter de nouveau s'il le peut, et il
    peut changer de direction. Le pion en 27 (f2) prend 23, tourne, prend 15
    et termine en 11 (f6). Les pions pris quittent le damier une fois le
    coup terminé.
lesson-checkers-chain-2 =
    Prenez trois pions noirs en un seul coup. Sautez avec le pion en 31 (e1)
    et continuez en zigzag jusqu'à ce qu'il ne puisse plus sauter.

## La prise majoritaire.

lesson-checkers-most = Prendre le plus de pièces possible
lesson-checkers-most-1 =
    Pourquoi ne puis-je pas jouer ? Vous voulez peut-être prendre 17 avec le
    pion en 22, mais le jeu le refuse : parmi toutes vos prises, vous devez
    jouer l'une de celles qui prennent le plus de pièces. Le pion en 27 peut
    en prendre deux.
lesson-checkers-most-2 =
    Prenez autant de pièces que la règle l'exige : trouvez le coup qui en
    prend deux.
lesson-checkers-most-3 =
    Ici, les deux prises prennent chacune deux pièces, et une dame compte
    autant qu'un pion : vous pouvez donc choisir l'une ou l'autre. Prenez
    les deux dames en 17 et 9 : terminez en 6 (c7).

## Aller à dame.

lesson-checkers-crown = Aller à dame
lesson-checkers-crown-1 =
    Un pion qui termine son coup sur la dernière rangée devient dame. Le
    pion en 11 (f6) prend 7 et arrive en 2 (d8), et le coup s'arrête là : il
    ne continue pas pour prendre 6 en tant que dame. Il ne se déplacera
    comme une dame qu'à partir de son prochain tour.
lesson-checkers-crown-2 =
    Il n'y a aucune prise à faire ici. Menez un pion à dame : amenez-le sur
    la rangée de fond des Noirs, cases 1 à 4.

## Les dames.

lesson-checkers-kings = Les dames volantes
lesson-checkers-kings-1 =
    Une dame se déplace le long d'une diagonale, vers l'avant ou vers
    l'arrière, d'autant de cases vides qu'elle le souhaite. La dame en
    10 (d6) recule d'un seul coup jusqu'en 28 (h2).
lesson-checkers-kings-2 =
    Une dame prend aussi à distance, mais elle doit s'arrêter sur la case
    juste après la pièce qu'elle prend. La dame en 29 (a1) prend 15 (e5) et
    arrive en 11 (f6) : s'arrêter plus loin, en 8 ou en 4, n'est pas permis.
lesson-checkers-kings-3 =
    Prenez deux pièces avec la dame. Elle monte prendre 18, s'arrête en 15,
    puis tourne et repart prendre l'autre pion noir.
lesson-checkers-kings-4 =
    Les pièces prises restent sur le damier jusqu'à la fin du coup : la dame
    ne peut ni les sauter une seconde fois ni passer par-dessus. Ici, la
    dame noire en 30 (c1) fait une boucle, prend quatre pions et revient en
    30.
lesson-checkers-kings-5 =
    La boucle peut aussi se parcourir dans l'autre sens, et c'est alors un
    autre coup. Jouez-le : faites le premier saut vers 23 (e3).

## La fin de la partie.

lesson-checkers-end = La fin de la partie
lesson-checkers-end-1 =
    Vous perdez quand c'est à vous de jouer et qu'il ne vous reste aucune
    pièce, ou qu'aucune ne peut bouger. Le seul pion blanc, en 21 (a3), est
    bloqué : la case 17 est occupée, tout comme la 14 derrière elle. Les
    Blancs ne peuvent pas jouer et ont perdu.
lesson-checkers-end-2 =
    Gagnez la partie tout de suite : laissez le dernier pion noir, en
    13 (a5), sans aucun déplacement ni aucune prise possible.
lesson-checkers-end-3 =
    Quand il ne reste que des dames, la partie finit souvent nulle. Elle est
    nulle quand la même position revient pour la troisième fois avec le même
    joueur au trait, ou après 40 coups consécutifs, 20 de chaque côté, sans
    prise ni déplacement de pion. Les joueurs peuvent aussi convenir de la
    nulle, par exemple quand il ne leur reste que quelques pièces.

## Les règles familiales.

lesson-checkers-family = Règles familiales : le soufflage
lesson-checkers-family-1 =
    Avec les règles familiales, un joueur peut omettre une prise obligatoire
    et jouer un simple déplacement à la place : c'est un coup fautif. Ici,
    les Blancs jouent 28-24 alors que le pion en 18 (d4) aurait dû prendre
    15. Les Noirs peuvent maintenant souffler ce pion.
lesson-checkers-family-2 =
    Soufflez le pion blanc en 18 (d4) qui n'a pas pris : retirez-le du
    damier. Souffler ne compte pas comme un coup : les Noirs jouent donc
    ensuite leur coup ; jouer sans souffler fait perdre ce droit.
lesson-checkers-family-3 =
    Si c'est le pion qui aurait dû prendre qui joue lui-même le coup fautif,
    il est soufflé sur sa nouvelle case. Après 18-14, les Noirs peuvent
    retirer le pion en 14 (c5).
