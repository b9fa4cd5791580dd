# Gounkiren arau-liburua euskaraz (src/lessons/gounki.rs): izenburu bat
# kapitulu bakoitzeko eta testu bat urrats bakoitzeko. Laukiak (g6) taulan bezala idazten dira.

## Prestaketa eta helburua

lesson-gounki-start = Prestaketa eta helburua
lesson-gounki-start-1 = Jokalari bakoitzak 8 biribil eta 8 karratu ditu bere lehen bi errenkadetan: karratuak lauki ilunetan, biribilak argietan.
    Zuriek jokatzen dute lehenik. Irabazteko, pieza bat taularen beste ertzetik harago eraman behar duzu, aurkariaren atzeko errenkadaz haratago.
lesson-gounki-start-2 = Piezak aurrera edo alboetara bakarrik doaz beti, inoiz ez atzera. Hasi partida: jarri zure pieza bat d3 lauki hutsean.
    Hiru pieza desberdin irits daitezke hara.

## Biribilak eta karratuak

lesson-gounki-single = Biribilak eta karratuak
lesson-gounki-single-1 = Biribilak urrats bat egiten du diagonalean aurrera: d3 laukiko biribila c4 edo e4 laukira joan daiteke.
    Karratuak urrats bat egiten du zuzen, aurrera edo alboetara: f3 laukiko karratua f4, e3 edo g3 laukira joan daiteke.
lesson-gounki-single-2 = Zure txanda: eraman pieza bat e3 laukira. Zure bi piezetatik bakarra irits daiteke hara.

## Pilak

lesson-gounki-stacks = Pilak
lesson-gounki-stacks-1 = Pieza bat zure beste baten gainera eramaten baduzu, pila bat osatzen dute. Hemen c3 laukiko biribila d4 laukiko karratuaren gainera igotzen da, eta karratu-biribil bat egiten du.
    Pila batek ez du inoiz hiru pieza baino gehiago izaten.
lesson-gounki-stacks-2 = Pila batek mota bakoitzeko dituen pieza adina urrats egiten ditu. Biribil bikoitza biribil bat bezala mugitzen da, baina urrats bat edo bi eginez: d3 laukitik f5 laukira iristen da txanda bakarrean.
    Biribil hirukoitzak hiru urrats arte egiten ditu; karratu bikoitzak bi urrats zuzen, eta karratu hirukoitzak hiru.
lesson-gounki-stacks-3 = Pila misto bat biribil gisa edo karratu gisa mugitzen da, inoiz ez biak mugimendu berean. d4 laukiko karratu-biribilak mota bakoitzeko pieza bat du, beraz urrats bat egiten du:
    diagonalean c5 edo e5 laukira, edo zuzen c4, d5 edo e4 laukira.
lesson-gounki-stacks-4 = d3 laukiko pilak bi karratu eta biribil bat ditu: karratu gisa bi urrats arte mugitzen da, edo biribil gisa urrats bat.
    Eraman bi lauki aurrera, d5 laukira.

## Jauzirik eta birarik ez

lesson-gounki-paths = Jauzirik eta birarik ez
lesson-gounki-paths-1 = Pila batek ez du inoiz piezen gainetik jauzi egiten, ez zureen ez aurkariarenen gainetik. e4 laukiko zure karratua bidean dago: biribil bikoitza e4 laukian gera daiteke eta hiru piezako pila egin, baina ezin da f5 laukira iritsi.
    d5 laukira ere ezin da iritsi: pila batek ez du inoiz norabidez aldatzen mugimendu batean.
lesson-gounki-paths-2 = Eskuinerako bidea itxita dago. Eraman biribil bikoitza beste aldera, ahalik eta urrunen, b5 laukira.

## Erreboteak

lesson-gounki-rebound = Erreboteak
lesson-gounki-rebound-1 = Taularen alboan pilak errebote egiten du, pilota horman bezala. f3 laukiko biribil hirukoitza g4 laukira doa, gero h5 laukira, eta eskuineko ertzean errebotatuta g6 laukira.
    Zeharkatzen dituen laukiek, g4 eta h5, hutsik egon behar dute.
lesson-gounki-rebound-2 = Beltzentzat ere berdin da. b4 laukiko pila beltzak bi biribil eta karratu bat ditu: biribil bikoitz gisa mugituta a3 laukira doa, ezkerreko ertzean errebote egiten du eta b2 laukian geratzen da.
    Erreboteak ez du urrats gehigarririk kostatzen.
lesson-gounki-rebound-3 = Pila batek bere zutabe berera errebota dezake: biribil-biribil-karratu hau b4 laukitik a5 laukira doa, eta errebotatuta b6 laukira.
    Pieza bakar batek ez du inoiz errebotatzen, errebotatzeko bigarren urrats bat behar duelako.
lesson-gounki-rebound-4 = Zure txanda: errebotarazi c1 laukiko biribil hirukoitza ezkerreko ertzean, b4 laukian gera dadin.
lesson-gounki-rebound-5 = Karratuek ere errebote egiten dute alboetara lerratzean. b1 laukiko karratu hirukoitza a1 laukira lerratzen da eta zuzenean itzultzen da b1 laukira.
    Horrela c1 laukiraino jarraitzeak ez luke ezer berririk ekarriko: zuzenean joan daiteke c1 laukira.

## Mugimendu nulua

lesson-gounki-null = Mugimendu nulua
lesson-gounki-null-1 = g2 laukiko karratu bikoitza h2 laukira lerratzen da eta errebotatuta g2 laukira itzultzen da. Taulan ez da ezer aldatzen: mugimendu nulu honekin pasatzen da txanda.
    h2 hutsik dagoenean bakarrik egin daiteke.
lesson-gounki-null-2 = Pasa txanda mugimendu nulu batekin. h2 laukiko biribilak g2 laukiko karratu bikoitza blokeatzen du; erabili zure beste karratu bikoitza.

## Piezak jatea

lesson-gounki-capture = Piezak jatea
lesson-gounki-capture-1 = Aurkariaren pila baten gainera mugitzen bazara, pila osoa jaten duzu. Hemen g2 laukiko biribil bikoitzak h3 laukian ertzean errebote egiten du eta g4 laukiko karratu beltza jaten du.
    Jateak mugimendua amaitzen du, eta jatea ez da inoiz derrigorrezkoa.
lesson-gounki-capture-2 = Edozein pilak jan dezake edozein pila: tamainak ez du axola. Zure biribil bakarrak bi pila beltzetako edozein jan dezake.
    Jan hiru pieza dituena.

## Zabaltzeak

lesson-gounki-deploy = Zabaltzeak
lesson-gounki-deploy-1 = Mugitu beharrean, bi edo hiru piezako pila bat zabal daiteke: banandu egiten da eta pieza bat uzten du urrats bakoitzean iristen den laukian.
    d4 laukiko biribil bikoitzak biribil bat uzten du c5 laukian eta beste bat b6 laukian. e5 eta f6 laukietara ere joan zitekeen.
lesson-gounki-deploy-2 = Karratu bikoitza lerro zuzenean zabaltzen da: ezkerrera d2 eta c2 laukietara, aurrera e3 eta e4 laukietara, edo eskuinera f2 eta g2 laukietara.
    Zabaldu azken pieza g2 laukian gera dadin.
lesson-gounki-deploy-3 = Biribil hirukoitzak hiru biribil uzten ditu diagonal berean. d4 laukitik abiatuta e5, f6 eta g7 laukietan uzten ditu, edo c5, b6 eta a7 laukietan.
lesson-gounki-deploy-4 = Zabaltzeek ere errebote egiten dute alboetan. f3 laukiko biribil hirukoitzak biribilak uzten ditu g4 eta h5 laukietan, eskuineko ertzean errebote egiten du eta azken biribila g6 laukian uzten du.
lesson-gounki-deploy-5 = Karratu hirukoitza norabide bakarrean zabaltzen da: ezkerrera, aurrera edo eskuinera. Hemen d5, d6 eta d7 laukietan uzten ditu karratuak.
lesson-gounki-deploy-6 = Karratuen zabaltze batek bere bidean atzera errebota dezake. c1 laukiko karratu hirukoitzak b1 eta a1 laukietan uzten ditu karratuak, errebote egiten du, eta azken karratua berriro b1 laukian uzten du.
    Beraz, b1 laukian bi karratu geratzen dira.
lesson-gounki-deploy-7 = Zabaltze batek bere abiapuntuko laukira ere errebota dezake. b1 laukiko karratu hirukoitzak karratu bat uzten du a1 laukian, errebote egiten du, beste bat uzten du b1 laukian, orain hutsik dagoena, eta c1 laukian amaitzen du.

## Pila mistoak zabaltzea

lesson-gounki-mixed = Pila mistoak zabaltzea
lesson-gounki-mixed-1 = Pila misto batek lehenik bere karratu guztiak zabaltzen ditu eta gero biribilak, edo lehenik biribil guztiak eta gero karratuak.
    Talde bakoitzak bere norabidea aukeratzen du: d4 laukiko karratu-biribilak karratua d5 laukian uzten du, eta gero biribila e6 laukian.
lesson-gounki-mixed-2 = d4 laukiko biribil-biribil-karratuak karratua d5 laukian jartzen du, eta gero bi biribilak diagonal berean doaz, c6 eta b7 laukietara.
    Talde bateko bi biribilak ez dira inoiz norabide desberdinetan banatzen.
lesson-gounki-mixed-3 = b4 laukiko pila beltzak biribilak zabaltzen ditu lehenik: biribil bat a3 laukian, errebotea, eta biribil bat b2 laukian. Gero karratua ezkerrera doa, a2 laukira.
    Adibide hau arau-liburuxka ofizialetik dator.
lesson-gounki-mixed-4 = d4 laukiko karratu-karratu-biribila biribilarekin hasten da, e5 laukian. Gero bi karratuak handik ezkerrera doaz, d5 eta c5 laukietara.
lesson-gounki-mixed-5 = Zabaldu b4 laukiko karratu-karratu-biribila azken pieza a5 laukian gera dadin. Karratuak ezkerrera joan daitezke a4 laukira, eta errebotatuta b4 laukira itzuli.
    b5 laukiko pieza beltzak beste bidea ixten du.

## Zabaltze batek egin ezin duena

lesson-gounki-limits = Zabaltze batek egin ezin duena
lesson-gounki-limits-1 = Zabaltze batek zure pila baten gainean utz dezake pieza bat, baldin eta pilarik ez bada hiru pieza baino gehiagora iristen.
    f3 laukiko biribil hirukoitzak biribil bat uzten du e4 laukian, beste bat d5 laukiko zure karratuaren gainean, eta azkena c6 laukian. Mugimendu arrunt batean ezin izango zen d5 laukitik haratago joan.
lesson-gounki-limits-2 = Zabaltze batek ez du inoiz piezarik uzten aurkariaren pieza baten gainean: g6 laukian karratu beltz bat badago, f3 laukiko biribil hirukoitza ezin da g4 eta h5 laukietatik g6 laukira zabaldu.
    Mugimendu arrunt batean bai joan daiteke hara, eta pieza hori jaten du.
lesson-gounki-limits-3 = Zabaldu d4 laukiko karratu-biribila azken pieza d5 laukian gera dadin. c4, c5 eta e5 laukietako pieza beltzek hara iristeko lau bideetatik hiru ixten dituzte.

## Taulatik irtenda irabaztea

lesson-gounki-exit = Taulatik irtenda irabaztea
lesson-gounki-exit-1 = Eraman pieza bat beste ertzetik harago, eta berehala irabaziko duzu. e7 laukiko biribil bikoitzak urrats bat egiten du azken errenkadara, eta beste bat taulatik kanpora.
    Bidean igarotzen den laukiak hutsik egon behar du.
lesson-gounki-exit-2 = Zabaltze batek mugimendu batek baino urrunago eraman dezake pila bat. Pila hau ezin da a6 laukitik mugituta irten, baina zabaldu egin daiteke:
    karratua a7 laukian, biribil bat b8 laukian, eta azken biribila taulatik kanpora. Irabazi partida.

## Janez irabaztea

lesson-gounki-wipe = Janez irabaztea
lesson-gounki-wipe-1 = Aurkariaren azken pieza jaten baduzu, orduan ere irabazten duzu. Beltzei karratu bakarra geratzen zaie, e5 laukian: irabazi partida.

## Berdinketak

lesson-gounki-draw = Berdinketak
lesson-gounki-draw-1 = Karratuak ezkerrera eta eskuinera lerra daitezke amaierarik gabe. Posizio bera hirugarren aldiz errepikatzen denean, txanda jokalari berarena dela, partida berdinketan amaitzen da.
    Berdinketa adostu ere egin daiteke, edo amore eman.
lesson-gounki-draw-2 = Ez ibili hara eta hona irabaz dezakezunean. c8 laukiko zure karratua helmugatik urrats batera dago: irabazi partida.
