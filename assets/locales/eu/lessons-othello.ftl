# Othelloren arau-liburua: kapituluen izenburuak eta urratsen testuak (src/lessons/othello.rs).

lesson-othello-start = Taula eta hasiera
lesson-othello-start-1 = Othello 8 x 8 laukiko taula batean jokatzen da, alde batetik beltzak eta bestetik zuriak diren fitxekin. Partida erdiko lau fitxekin hasten da, kolore bakoitzeko bi, gurutzatuta.
lesson-othello-start-2 = Beltzek mugitzen dute lehenik. Mugimendu batean fitxa berri bat jartzen da aurkariaren fitxa baten ondoan, aurkariaren fitxen lerro zuzen bat zure fitxa batean amaitzeko moduan. Hasieran Beltzek lau mugimendu dituzte, ez gehiago ez gutxiago: c4, d3, e6 eta f5.
lesson-othello-start-3 = Zure txanda: Beltzekin jokatzen duzu. Jarri fitxa bat fitxa zuri bat iraultzen duten lau laukietako batean.
lesson-othello-flips = Mugimendua eta iraulketak
lesson-othello-flips-1 = Beltzek d3 jokatzen dute. d4 laukiko fitxa zuria fitxa berriaren eta d5 laukiko fitxa beltzaren artean geratu da orain, eta irauli egiten da: beltz bihurtzen da.
lesson-othello-flips-2 = Oraingoan Beltzek f5 jokatzen dute. e5 laukiko fitxa f5 eta d5 artean harrapatuta geratzen da eta beltz bihurtzen da. Itxitako lerro batean dauden fitxak bakarrik iraultzen dira, besterik ez.
lesson-othello-flips-3 = f5 ondoren Zurien txanda da, eta Zuriek hiru mugimendu dituzte, ez gehiago ez gutxiago: d6, f4 eta f6. Horietako bakoitzak fitxa beltzen lerro bat ixten du fitxa zuri batekin.
lesson-othello-flips-4 = Orain jokatu Zurien mugimendua f6 laukian. e5 laukiko fitxa beltza zuri bihurtzen du berriro.
lesson-othello-directions = Hainbat norabidetan batera
lesson-othello-directions-1 = Mugimendu batek lerro bat ixten den norabide guztietan iraultzen ditu fitxak. Beltzen c6 mugimenduak b6, b5, d7, c5 eta c4 iraultzen ditu: bost fitxa lau norabidetan. f6 aldeko lerroa zuri geratzen da, f6 hutsik dagoelako eta ezerk ez duelako ixten.
lesson-othello-directions-2 = Aurkitu fitxa beltz batek bederatzi fitxa zuri iraultzen dituen laukia, gutxienez bat zortzi norabideetako bakoitzean.
lesson-othello-chain = Kate-erreakziorik ez
lesson-othello-chain-1 = Beltzek a5 jokatzen dute eta b5 eta c5 iraultzen dituzte. Begiratu c4 laukiari: orain c5 beltz berriaren eta c3 laukiaren artean dago, baina zuri jarraitzen du. Mugimendu batean iraulitako fitxek ez dute inoiz ezer iraultzen beraiek.
lesson-othello-chain-2 = Taula bera: aurkitu c4 ere iraultzen duen mugimendua, c5 laukiarekin batera. Lerroak lehendik beltza zen fitxa batean itxi behar du.
lesson-othello-pass = Txanda pasatzea
lesson-othello-pass-1 = Zuriek ez dute mugimendurik: fitxa beltz bakarra izkinan dago, eta han ezerk ezin du harrapatu. Mugimendurik ez duen jokalariak txanda pasatu behar du, eta txanda Beltzei itzultzen zaie.
lesson-othello-pass-2 = Beltzei mugimendu bat geratzen zaie. Jokatu: Zurien azken fitxa iraultzen du, eta fitxarik gabe geratzen den jokalariak galdu egiten du.
lesson-othello-pass-3 = Jokalari batek hainbat aldiz jarraian pasa dezake txanda. Hemen Zuriek pasatu behar dute, Beltzek c1 jokatzen dute, Zuriek berriro pasatu behar dute, eta ondoren Beltzen c8 mugimenduak amaitzen du partida.
lesson-othello-end = Amaiera eta puntuazioa
lesson-othello-end-1 = Partida amaitu egiten da bi jokalarietako inork ezin duenean mugitu; hemen b1 hutsik dago oraindik. Beltzek 34 fitxa dituzte eta Zuriek 29, eta lauki hutsa irabazlearentzat kontatzen da: Beltzek 35-29 irabazten dute.
lesson-othello-end-2 = Taula beteta dagoenean kolore bakoitzeko fitxa kopuru berarekin, 32 eta 32, partida berdinketan amaitzen da.
lesson-othello-end-3 = Kolore bat fitxarik gabe geratzen denean, partida berehala amaitzen da. Hemen Zuriek ez dute bat ere, eta Beltzek 64-0 irabazten dute: lauki huts guztiak irabazlearentzat dira.
lesson-othello-end-4 = Lauki bakarra geratzen da. Bete ezazu eta irabazi partida.
