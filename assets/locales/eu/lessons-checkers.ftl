# Euskal damen arau-liburua euskaraz: mezu bat kapitulu bakoitzaren izenburuko
# (lesson-checkers-<kapitulua>) eta urrats bakoitzeko (lesson-checkers-<kapitulua>-<n>),
# src/lessons/checkers.rs fitxategiaren ordenan. Laukiak zenbakiz izendatzen dira eta,
# lagungarri denean, izen aljebraikoz.

## Hasierako kokapena.

lesson-checkers-start = Hasierako kokapena
lesson-checkers-start-1 =
    Euskal damak taularen 32 lauki ilunetan bakarrik jokatzen dira; Zurien
    ezkerreko izkinako laukia, a1, iluna da. Jokalari bakoitzak 12 pieza ditu,
    bere aldetik hurbilen dauden hiru errenkadetako lauki ilunetan.
lesson-checkers-start-2 =
    Lauki ilunak 1etik 32ra zenbakituta daude, errenkadaz errenkada, Beltzen
    aldetik hasita: 1etik 4ra Beltzen atzeko errenkada da, 29tik 32ra Zuriena.
    Mugimenduak zenbaki hauekin idazten dira, 22-18 bezala.
lesson-checkers-start-3 =
    Zuriek mugitzen dute beti lehenik. Egin Zurien lehen mugimendua: eraman
    22 (c3) laukiko pieza 18 (d4) laukira.

## Piezak.

lesson-checkers-men = Piezak aurrerantz mugitzen dira eta aurrerantz jaten dute
lesson-checkers-men-1 =
    Pieza bat lauki bat mugitzen da diagonalean aurrerantz, lauki huts batera,
    eta inoiz ez atzerantz. 22 (c3) laukiko pieza 18 (d4) edo 17 (b4) laukira
    joan daiteke.
lesson-checkers-men-2 =
    Piezak aurrean duen aurkariaren pieza jaten du, haren gainetik atzeko
    lauki hutsera jauzi eginez. Hemen 18 (d4) laukikoak 15 (e5) jaten du eta
    11 (f6) laukian geratzen da. 22 (c3) laukiko pieza beltza atzean dago:
    piezek ez dute inoiz atzerantz jaten.
lesson-checkers-men-3 =
    Jan dezakezunean, jan egin behar duzu. Aurkitu Zurien jatea: 18 laukikoak
    ezin du 14 laukikoaren gainetik jauzi egin, atzeko laukia hartuta dagoelako,
    eta 23 laukiko pieza beltza zure piezen atzean dago.

## Harrapaketa kateatuak.

lesson-checkers-chain = Harrapaketa kateatuak
lesson-checkers-chain-1 =
    Jauzi baten ondoren, pieza berak berriro jauzi egin behar du ahal badu, eta
    norabidez alda dezake. 27 (f2) laukiko piezak 23 jaten du, biratu egiten da,
    15 jaten du eta 11 (f6) laukian amaitzen du. Jandako piezak mugimendua
    amaitzean kentzen dira taulatik.
lesson-checkers-chain-2 =
    Jan hiru pieza beltz mugimendu bakarrean. Egin jauzi 31 (e1) laukiko
    piezarekin eta jarraitu sigi-saga, jauzi gehiagorik egin ezin duen arte.

## Ahalik eta pieza gehien.

lesson-checkers-most = Jan ahalik eta pieza gehien
lesson-checkers-most-1 =
    Zergatik ezin dut mugitu? Agian 22 laukiko piezarekin 17 jan nahi duzu,
    baina jokoak ez du onartzen: jateko aukera guztien artean pieza gehien
    jaten dituena jokatu behar duzu. 27 laukiko piezak bi jan ditzake.
lesson-checkers-most-2 =
    Jan behar adina pieza: aurkitu bi jaten dituen mugimendua.
lesson-checkers-most-3 =
    Hemen bi aukerek bina pieza jaten dituzte, eta erregina batek pieza arrunt
    batek adina balio du; beraz, edozein aukera dezakezu. Jan 17 eta 9
    laukietako bi erreginak: amaitu 6 (c7) laukian.

## Erregina bihurtzea.

lesson-checkers-crown = Erregina bihurtzea
lesson-checkers-crown-1 =
    Mugimendua azken errenkadan amaitzen duen pieza erregina bihurtzen da.
    11 (f6) laukiko piezak 7 jaten du eta 2 (d8) laukian geratzen da, eta
    mugimendua hor amaitzen da: ez du jarraitzen 6 erregina gisa jateko.
    Hurrengo txandatik aurrera mugitzen da erregina gisa.
lesson-checkers-crown-2 =
    Hemen ez zaude jatera behartuta. Bihurtu pieza bat erregina: eraman Beltzen
    atzeko errenkadara, 1etik 4ra bitarteko laukietako batera.

## Erreginak.

lesson-checkers-kings = Erregina hegalariak
lesson-checkers-kings-1 =
    Erregina diagonal batean mugitzen da, aurrerantz edo atzerantz, nahi
    adina lauki hutsetan zehar. 10 (d6) laukiko erregina atzerantz doa hegan,
    28 (h2) laukiraino.
lesson-checkers-kings-2 =
    Erreginak urrunetik ere jaten du, baina jaten duen piezaren atzeko laukian
    bertan geratu behar du. 29 (a1) laukiko erreginak 15 (e5) jaten du eta
    11 (f6) laukian geratzen da: urrunagoko 8 eta 4 laukiak ez daude baimenduta.
lesson-checkers-kings-3 =
    Jan bi pieza erreginarekin. Gora doa hegan 18 jateko, 15 laukian geratzen
    da, eta gero biratu eta hegan jarraitzen du beste pieza beltza jateko.
lesson-checkers-kings-4 =
    Jandako piezak taulan geratzen dira mugimendua amaitu arte: erreginak ezin
    du haien gainetik berriro jauzi egin, ezta haiek zeharkatu ere. Hemen
    30 (c1) laukiko erregina beltzak bira oso bat egiten du, lau pieza jaten
    ditu eta 30 laukira itzultzen da.
lesson-checkers-kings-5 =
    Bira beste noranzkoan ere egin daiteke, eta hori beste mugimendu bat da.
    Jokatu: egin lehen jauzia 23 (e3) laukira.

## Amaiera.

lesson-checkers-end = Partidaren amaiera
lesson-checkers-end-1 =
    Zure txanda denean piezarik ez baduzu, edo haietako bat ere ezin bada
    mugitu, galdu egiten duzu. Zurien pieza bakarra, 21 (a3) laukian, blokeatuta
    dago: 17 hartuta dago, baita haren atzeko 14 ere. Zuriek ezin dute mugitu
    eta galdu egin dute.
lesson-checkers-end-2 =
    Irabazi partida berehala: utzi Beltzen azken pieza, 13 (a5) laukian,
    mugitu ezinik eta jan ezinik.
lesson-checkers-end-3 =
    Erreginak bakarrik geratzen direnean, partida askotan berdinketan
    amaitzen da. Berdinketa da posizio bera hirugarren aldiz agertzen denean
    txanda berarekin, edo 40 jokaldiren ondoren (20 bakoitzak) ezer jan gabe
    eta pieza arruntik mugitu gabe. Jokalariek berdinketa adostu ere egin
    dezakete.

## Familia arteko arauak.

lesson-checkers-family = Familia arteko arauak: pieza kentzea
lesson-checkers-family-1 =
    Familia arteko arauak aktibatuta daudenean, jokalari batek derrigorrezko
    jate bat alde batera utz dezake eta mugimendu arrunt bat egin: mugimendu
    okerra. Hemen Zuriek 28-24 jokatzen dute, 18 (d4) laukiko piezak 15 jan
    behar zuen arren. Orain Beltzek pieza hori ken dezakete.
lesson-checkers-family-2 =
    Kendu jan ez duen 18 (d4) laukiko pieza zuria: atera taulatik. Kentzea ez
    da mugimendua, beraz ondoren Beltzei dagokie oraindik mugitzea; kendu gabe
    mugitzen badira, eskubidea galtzen dute.
lesson-checkers-family-3 =
    Jan behar zuen piezak berak egiten badu mugimendu okerra, bere lauki
    berrian kentzen da. 18-14 jokatu ondoren, Beltzek 14 (c5) laukiko pieza
    ken dezakete.
