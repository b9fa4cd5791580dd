# Het regelboek van het Baskisch dammen in het Nederlands: één bericht per hoofdstuktitel
# (lesson-checkers-<hoofdstuk>) en per stap (lesson-checkers-<hoofdstuk>-<n>),
# in de volgorde van src/lessons/checkers.rs. Velden heten naar hun nummer en,
# waar dat helpt, naar hun algebraïsche naam.

## Opstelling.

lesson-checkers-start = De opstelling
lesson-checkers-start-1 =
    Er wordt alleen op de 32 donkere velden van het bord gespeeld; het
    hoekveld links van Wit, a1, is donker. Elke speler heeft 12 schijven,
    op de donkere velden van de drie rijen die het dichtst bij hem liggen.
lesson-checkers-start-2 =
    De donkere velden zijn genummerd van 1 tot 32, rij voor rij vanaf de kant
    van Zwart: 1 tot 4 is de achterste rij van Zwart, 29 tot 32 die van Wit.
    Zetten worden met deze nummers genoteerd, bijvoorbeeld 22-18.
lesson-checkers-start-3 =
    Wit begint altijd. Doe de eerste zet van Wit: de schijf op 22 (c3)
    gaat naar 18 (d4).

## Schijven.

lesson-checkers-men = Schijven zetten en slaan vooruit
lesson-checkers-men-1 =
    Een schijf zet één veld schuin vooruit, naar een leeg veld, en nooit
    achteruit. De schijf op 22 (c3) kan naar 18 (d4) of naar 17 (b4).
lesson-checkers-men-2 =
    Een schijf slaat door over een vijandelijk stuk vlak voor zich te springen,
    naar het lege veld erachter. Hier slaat 18 (d4) het stuk op 15 (e5) en
    landt op 11 (f6). De zwarte schijf op 22 (c3) staat erachter en is veilig:
    schijven slaan nooit achteruit.
lesson-checkers-men-3 =
    Als je kunt slaan, moet je slaan. Zoek de slag van Wit: 18 kan 14 niet
    slaan omdat het veld erachter bezet is, en de zwarte schijf op 23 staat
    achter je schijven.

## Meerslagen.

lesson-checkers-chain = Meerslagen
lesson-checkers-chain-1 =
    Na een sprong moet dezelfde schijf opnieuw springen als dat kan, en hij
    mag daarbij van richting veranderen. De schijf op 27 (f2) slaat 23, draait,
    slaat 15 en eindigt op 11 (f6). De geslagen schijven gaan van het bord
    als de zet voorbij is.
lesson-checkers-chain-2 =
    Sla drie zwarte schijven in één zet. Spring met de schijf op 31 (e1) en
    ga door, zigzaggend, tot hij niet meer kan springen.

## De meeste stukken slaan.

lesson-checkers-most = Sla zoveel als je kunt
lesson-checkers-most-1 =
    Waarom kan ik niet zetten? Misschien wil je 17 slaan met de schijf op 22,
    maar het spel staat dat niet toe: van al je slagen moet je er een spelen
    die de meeste stukken slaat. De schijf op 27 kan er twee slaan.
lesson-checkers-most-2 =
    Sla zoveel stukken als je moet: zoek de zet die er twee slaat.
lesson-checkers-most-3 =
    Beide slagen hier nemen twee stukken, en een dam telt net zo zwaar als
    een schijf, dus je mag kiezen. Sla de twee dammen op 17 en 9: eindig
    op 6 (c7).

## Dam halen.

lesson-checkers-crown = Dam halen
lesson-checkers-crown-1 =
    Een schijf die zijn zet op de overkant eindigt, wordt dam. De schijf op
    11 (f6) slaat 7 en landt op 2 (d8), en daar stopt de zet: hij slaat niet
    als dam door op 6. Pas vanaf zijn volgende beurt zet hij als dam.
lesson-checkers-crown-2 =
    Hier hoeft niet geslagen te worden. Haal een dam: zet een schijf op de
    achterste rij van Zwart, de velden 1 tot 4.

## Dammen.

lesson-checkers-kings = Vliegende dammen
lesson-checkers-kings-1 =
    Een dam zet langs een diagonaal, vooruit of achteruit, over zoveel lege
    velden als hij wil. De dam op 10 (d6) vliegt terug naar 28 (h2).
lesson-checkers-kings-2 =
    Een dam slaat ook op afstand, maar hij moet landen op het veld direct
    achter het stuk dat hij slaat. De dam op 29 (a1) slaat 15 (e5) en landt
    op 11 (f6): verder doorgaan naar 8 of 4 mag niet.
lesson-checkers-kings-3 =
    Sla twee stukken met de dam. Hij vliegt omhoog om 18 te slaan, landt op
    15, draait dan en vliegt door om de andere zwarte schijf te slaan.
lesson-checkers-kings-4 =
    Geslagen stukken blijven op het bord tot de zet voorbij is: de dam kan er
    niet nog eens overheen springen of ze passeren. Hier maakt de zwarte dam
    op 30 (c1) een rondje, slaat vier schijven en komt terug op 30.
lesson-checkers-kings-5 =
    Het rondje kan ook andersom gelopen worden, en dat is een andere zet.
    Speel hem: maak de eerste sprong naar 23 (e3).

## Het einde.

lesson-checkers-end = Het einde van de partij
lesson-checkers-end-1 =
    Je verliest als je aan zet bent en geen stukken meer hebt, of als geen
    daarvan kan zetten. De enige schijf van Wit, op 21 (a3), zit vast: 17 is
    bezet en 14 erachter ook. Wit kan niet zetten en heeft verloren.
lesson-checkers-end-2 =
    Win de partij meteen: laat de laatste schijf van Zwart, op 13 (a5),
    zonder zet en zonder slag.
lesson-checkers-end-3 =
    Met alleen dammen eindigt een partij vaak in remise. Het is remise als
    dezelfde stelling voor de derde keer voorkomt met dezelfde speler aan zet,
    of na 40 zetten achter elkaar, 20 per speler, zonder slag en zonder
    schijfzet. Spelers kunnen ook remise afspreken, bijvoorbeeld als beiden
    nog maar een paar stukken hebben.

## Familieregels.

lesson-checkers-family = Familieregels: blazen
lesson-checkers-family-1 =
    Met de familieregels aan mag een speler een verplichte slag laten liggen
    en in plaats daarvan een gewone zet doen: een foute zet. Hier speelt Wit
    28-24, terwijl de schijf op 18 (d4) 15 had moeten slaan. Zwart mag die
    schijf nu blazen.
lesson-checkers-family-2 =
    Blaas de witte schijf op 18 (d4) die niet geslagen heeft: neem hem van
    het bord. Blazen is geen zet, dus Zwart is daarna nog steeds aan zet;
    wie zet zonder te blazen, ziet van dat recht af.
lesson-checkers-family-3 =
    Doet de schijf die had moeten slaan zelf de foute zet, dan wordt hij op
    zijn nieuwe veld geblazen. Na 18-14 mag Zwart de schijf op 14 (c5) van
    het bord nemen.
