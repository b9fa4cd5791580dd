# Le livre des règles du Gounki en français (src/lessons/gounki.rs) : un titre par
# chapitre et un texte par étape. Les cases (g6) s'écrivent comme sur le plateau.

## Mise en place et but du jeu

lesson-gounki-start = Mise en place et but du jeu
lesson-gounki-start-1 = Chaque joueur dispose de 8 ronds et de 8 carrés sur ses deux premières rangées : les carrés sur les cases foncées, les ronds sur les cases claires.
    Les Blancs commencent. Vous gagnez en amenant une pièce au-delà du bord opposé du plateau, derrière la dernière rangée de l'adversaire.
lesson-gounki-start-2 = Les pièces vont toujours vers l'avant ou de côté, elles ne reculent jamais. Commencez la partie : placez l'une de vos pièces sur la case vide d3.
    Trois pièces différentes peuvent y aller.

## Ronds et carrés

lesson-gounki-single = Ronds et carrés
lesson-gounki-single-1 = Un rond avance d'une case en diagonale : le rond en d3 peut aller en c4 ou en e4.
    Un carré se déplace d'une case en ligne droite, vers l'avant ou de côté : le carré en f3 peut aller en f4, e3 ou g3.
lesson-gounki-single-2 = À vous : amenez une pièce en e3. Une seule de vos deux pièces peut y aller.

## Combinaisons

lesson-gounki-stacks = Combinaisons
lesson-gounki-stacks-1 = Déplacez une pièce sur l'une des vôtres et elles forment une combinaison. Ici, le rond en c3 monte sur le carré en d4 et forme un carré-rond.
    Une combinaison ne compte jamais plus de trois pièces.
lesson-gounki-stacks-2 = Une combinaison avance d'autant de cases qu'elle a de pièces d'une même sorte. Un rond double se déplace comme un rond, mais d'une ou deux cases : depuis d3, il atteint f5 en un seul coup.
    Un rond triple va jusqu'à trois cases ; un carré double, jusqu'à deux cases en ligne droite, et un carré triple, jusqu'à trois.
lesson-gounki-stacks-3 = Une combinaison mixte se déplace soit comme un rond, soit comme un carré, jamais les deux dans le même coup. Le carré-rond en d4 a une pièce de chaque sorte : il avance donc d'une case,
    en diagonale vers c5 ou e5, ou en ligne droite vers c4, d5 ou e4.
lesson-gounki-stacks-4 = La combinaison en d3 a deux carrés et un rond : elle avance jusqu'à deux cases comme un carré, ou d'une case comme un rond.
    Avancez-la de deux cases, en d5.

## Ni saut ni virage

lesson-gounki-paths = Ni saut ni virage
lesson-gounki-paths-1 = Une combinaison ne saute jamais par-dessus une pièce, ni la vôtre ni celle de l'adversaire. Votre carré en e4 barre le chemin : le rond double peut s'arrêter en e4 pour former une combinaison de trois pièces, mais il ne peut pas atteindre f5.
    Il ne peut pas non plus atteindre d5 : une combinaison ne change jamais de direction pendant un déplacement.
lesson-gounki-paths-2 = Le chemin vers la droite est bloqué. Déplacez le rond double aussi loin que possible de l'autre côté, en b5.

## Rebonds

lesson-gounki-rebound = Rebonds
lesson-gounki-rebound-1 = Sur le bord du plateau, une combinaison rebondit, comme une balle contre un mur. Le rond triple en f3 va en g4, en h5, puis rebondit sur le bord droit jusqu'en g6.
    Les cases qu'il traverse, g4 et h5, doivent être vides.
lesson-gounki-rebound-2 = C'est pareil pour les Noirs. La combinaison noire en b4 a deux ronds et un carré : en se déplaçant comme un rond double, elle va en a3, rebondit sur le bord gauche et arrive en b2.
    Le rebond ne coûte aucune case de plus.
lesson-gounki-rebound-3 = Une combinaison peut rebondir jusque dans sa propre colonne : ce rond-rond-carré va de b4 en a5, puis rebondit en b6.
    Une pièce simple ne rebondit jamais, car il lui faudrait une deuxième case pour rebondir.
lesson-gounki-rebound-4 = À vous : faites rebondir le rond triple en c1 sur le bord gauche pour qu'il arrive en b4.
lesson-gounki-rebound-5 = Les carrés rebondissent aussi quand ils glissent de côté. Le carré triple en b1 glisse en a1 et revient aussitôt en b1.
    Continuer ainsi jusqu'en c1 n'apporterait rien de nouveau : il peut aller directement en c1.

## Le déplacement nul

lesson-gounki-null = Le déplacement nul
lesson-gounki-null-1 = Le carré double en g2 glisse en h2 et rebondit jusqu'en g2. Rien ne change sur le plateau : ce déplacement nul permet de passer son tour.
    Il n'est possible que si h2 est vide.
lesson-gounki-null-2 = Passez votre tour par un déplacement nul. Le rond en h2 bloque le carré double en g2 : utilisez donc votre autre carré double.

## Prises

lesson-gounki-capture = Prises
lesson-gounki-capture-1 = Une pièce qui arrive sur une pièce adverse la prend tout entière. Ici, le rond double en g2 rebondit sur le bord en h3 et prend le carré noir en g4.
    Une prise termine le déplacement, et prendre n'est jamais obligatoire.
lesson-gounki-capture-2 = N'importe quelle pièce peut prendre n'importe quelle pièce : la taille ne compte pas. Votre rond simple peut prendre l'une ou l'autre des deux combinaisons noires.
    Prenez celle qui compte trois pièces.

## Déploiements

lesson-gounki-deploy = Déploiements
lesson-gounki-deploy-1 = Au lieu de se déplacer, une combinaison de deux ou trois pièces peut se déployer : elle se sépare et laisse une pièce sur chaque case où elle passe.
    Le rond double en d4 pose un rond en c5 et un autre en b6. Il pourrait aussi aller en e5 et f6.
lesson-gounki-deploy-2 = Un carré double se déploie en ligne droite : à gauche en d2 et c2, vers l'avant en e3 et e4, ou à droite en f2 et g2.
    Déployez-le de sorte que sa dernière pièce arrive en g2.
lesson-gounki-deploy-3 = Un rond triple pose trois ronds le long d'une même diagonale. Depuis d4, il laisse des ronds en e5, f6 et g7, ou en c5, b6 et a7.
lesson-gounki-deploy-4 = Les déploiements rebondissent aussi sur les bords. Le rond triple en f3 laisse des ronds en g4 et h5, rebondit sur le bord droit et laisse son dernier rond en g6.
lesson-gounki-deploy-5 = Un carré triple se déploie dans une seule direction : à gauche, vers l'avant ou à droite. Ici, il laisse des carrés en d5, d6 et d7.
lesson-gounki-deploy-6 = Le déploiement d'un carré peut revenir sur son propre chemin. Le carré triple en c1 pose un carré en b1 et un en a1, rebondit, et pose son dernier carré de nouveau en b1.
    Ainsi, b1 se retrouve avec deux carrés.
lesson-gounki-deploy-7 = Un déploiement peut même rebondir jusque sur sa case de départ. Le carré triple en b1 pose un carré en a1, rebondit, en pose un en b1, désormais vide, et termine en c1.

## Déployer les combinaisons mixtes

lesson-gounki-mixed = Déployer les combinaisons mixtes
lesson-gounki-mixed-1 = Une combinaison mixte déploie d'abord tous ses carrés puis ses ronds, ou d'abord tous ses ronds puis ses carrés.
    Chaque groupe choisit sa propre direction : le carré-rond en d4 pose son carré en d5, puis son rond en e6.
lesson-gounki-mixed-2 = Le rond-rond-carré en d4 pose son carré en d5, puis ses deux ronds suivent une même diagonale, en c6 et b7.
    Les deux ronds d'un groupe ne partent jamais dans des directions différentes.
lesson-gounki-mixed-3 = La combinaison noire en b4 déploie d'abord ses ronds : un rond en a3, un rebond, un rond en b2. Puis le carré part à gauche, en a2.
    Cet exemple est tiré du livret de règles officiel.
lesson-gounki-mixed-4 = Le carré-carré-rond en d4 commence par son rond, en e5. Puis ses deux carrés partent à gauche depuis cette case, en d5 et c5.
lesson-gounki-mixed-5 = Déployez le carré-carré-rond en b4 de sorte que sa dernière pièce arrive en a5. Les carrés peuvent aller à gauche en a4 puis rebondir jusqu'en b4.
    La pièce noire en b5 ferme l'autre chemin.

## Ce qu'un déploiement ne peut pas faire

lesson-gounki-limits = Ce qu'un déploiement ne peut pas faire
lesson-gounki-limits-1 = Un déploiement peut poser une pièce sur l'une de vos propres pièces, tant qu'aucune combinaison ne dépasse trois pièces.
    Le rond triple en f3 pose un rond en e4, un sur votre carré en d5, et un en c6. En se déplaçant, il n'aurait pas pu dépasser d5.
lesson-gounki-limits-2 = Un déploiement ne s'arrête jamais sur une pièce adverse : avec un carré noir en g6, le rond triple en f3 ne peut pas se déployer par g4 et h5 jusqu'en g6.
    Un déplacement, lui, peut y aller, et il prend la pièce.
lesson-gounki-limits-3 = Déployez le carré-rond en d4 de sorte que sa dernière pièce arrive en d5. Les pièces noires en c4, c5 et e5 ferment trois des quatre chemins qui y mènent.

## Gagner en sortant du plateau

lesson-gounki-exit = Gagner en sortant du plateau
lesson-gounki-exit-1 = Amenez une pièce au-delà du bord opposé et vous gagnez aussitôt. Le rond double en e7 avance sur la dernière rangée, puis sort du plateau.
    La case qu'il traverse en chemin doit être vide.
lesson-gounki-exit-2 = Un déploiement peut mener une combinaison plus loin qu'un déplacement. Cette combinaison ne peut pas sortir en se déplaçant depuis a6, mais elle peut se déployer :
    le carré en a7, un rond en b8, et le dernier rond sort du plateau. Gagnez la partie.

## Gagner par la prise

lesson-gounki-wipe = Gagner par la prise
lesson-gounki-wipe-1 = Prenez la dernière pièce de votre adversaire et vous gagnez aussi. Il ne reste aux Noirs qu'un carré, en e5 : gagnez la partie.

## Parties nulles

lesson-gounki-draw = Parties nulles
lesson-gounki-draw-1 = Les carrés peuvent glisser à gauche et à droite indéfiniment. Quand la même position revient pour la troisième fois, avec le même joueur au trait, la partie est nulle.
    Vous pouvez aussi convenir d'une nulle, ou abandonner.
lesson-gounki-draw-2 = Ne faites pas d'allers-retours quand vous pouvez gagner. Votre carré en c8 est à une case du but : gagnez la partie.
