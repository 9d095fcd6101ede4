Feature: MTG22 - Costs to attack and to block

  # Some effects make attacking or blocking cost something. The declaring player adds up the total cost
  # of the whole declaration and it is locked in, may activate mana abilities during the declaration,
  # then pays everything at once; a declaration whose cost can't be paid in full is illegal and taken back.
  # A creature that must attack or block isn't required to if that would cost something.
  # Probe Archangel = Archangel of Tithes (untapped: {1} per creature attacking its controller;
  # attacking: {1} per blocking creature). The optional "mana abilities" column of a declaration names
  # the permanents whose mana abilities the player activates while declaring.

  Background:
    Given a mtg game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id     | card            | owner | zone        |
      | alib1  | Probe Forest    | A     | library     |
      | blib1  | Probe Forest    | B     | library     |
      | bear1  | Probe Bear      | A     | battlefield |
      | bear3  | Probe Bear      | A     | battlefield |
      | mount1 | Probe Mountain  | A     | battlefield |
      | mount2 | Probe Mountain  | A     | battlefield |
    And the turn:
      | turn          | 3                   |
      | active player | A                   |
      | phase         | combat              |
      | step          | beginning of combat |
      | priority      | A                   |

  @rule:mtg:508.1h @rule:mtg:508.1i @rule:mtg:508.1j @rule:mtg:117.1d
  Scenario: [1] The total cost to attack is paid with mana abilities activated while declaring
    Given the objects:
      | id    | card            | owner | zone        |
      | arch2 | Probe Archangel | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target | mana abilities |
      | bear1    | B      | mount1, mount2 |
      | bear3    | B      |                |
    # The attackers tap first (508.1f), then the mana abilities are activated (508.1i), in any order.
    Then the events include, in order:
      | moment | type       | object | player | mana |
      | attack | tapped     | bear1  |        |      |
      | attack | tapped     | bear3  |        |      |
      | mana   | tapped     | mount1 |        |      |
      | mana   | mana_added |        | A      | R    |
      | mana   | tapped     | mount2 |        |      |
      | mana   | mana_added |        | A      | R    |
    And the objects are:
      | id     | attacking | tapped |
      | bear1  | B         | true   |
      | bear3  | B         | true   |
      | mount1 | none      | true   |
      | mount2 | none      | true   |
    And the state includes:
      | path                | value |
      | players.A.mana_pool.R | 0   |

  @rule:mtg:508.1j @rule:mtg:508.1h @rule:mtg:508.1
  Scenario: [2] A declaration whose total cost can't be paid in full is illegal and taken back
    Given the objects:
      | id    | card            | owner | zone        |
      | arch2 | Probe Archangel | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target | mana abilities |
      | bear1    | B      | mount1         |
      | bear3    | B      |                |
    Then the action is rejected as cannot_pay
    And A must declare attackers
    And the objects are:
      | id     | tapped |
      | bear1  | false  |
      | mount1 | false  |

  @rule:mtg:508.1h @rule:mtg:508.1j
  Scenario: [3] A smaller attack has a smaller total cost
    Given the objects:
      | id    | card            | owner | zone        |
      | arch2 | Probe Archangel | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target | mana abilities |
      | bear1    | B      | mount1         |
    Then the objects are:
      | id    | attacking |
      | bear1 | B         |

  @rule:mtg:508.1j
  Scenario: [4] Attacking without paying a cost to attack is illegal
    Given the objects:
      | id    | card            | owner | zone        |
      | arch2 | Probe Archangel | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    Then the action is rejected as cannot_pay

  @rule:mtg:508.1h
  Scenario: [5] With the cost's source tapped there is no cost to attack
    Given the objects:
      | id    | card            | owner | zone        | tapped |
      | arch2 | Probe Archangel | B     | battlefield | true   |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
      | bear3    | B      |
    Then the objects are:
      | id    | attacking |
      | bear1 | B         |
      | bear3 | B         |

  @rule:mtg:508.1d
  Scenario: [6] A creature that attacks each combat if able isn't required to attack when attacking costs mana
    Given the objects:
      | id    | card            | owner | zone        |
      | arch2 | Probe Archangel | B     | battlefield |
      | bers1 | Probe Berserker | A     | battlefield |
    When all players pass priority
    And A declares no attackers
    Then the objects are:
      | id    | attacking |
      | bers1 | none      |
    And the turn is:
      | step     | declare attackers |
      | priority | A                 |

  @rule:mtg:509.1d @rule:mtg:509.1e @rule:mtg:509.1f
  Scenario: [7] The total cost to block is paid with mana abilities activated while declaring blockers
    Given the objects:
      | id      | card            | owner | zone        |
      | arch1   | Probe Archangel | A     | battlefield |
      | bear2   | Probe Bear      | B     | battlefield |
      | forest2 | Probe Forest    | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | arch1    | B      |
      | bear1    | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker | mana abilities |
      | bear2   | bear1    | forest2        |
    Then the events include, in order:
      | type       | object  | player | mana |
      | tapped     | forest2 |        |      |
      | mana_added |         | B      | G    |
    And the objects are:
      | id      | blocking  | tapped |
      | bear2   | ["bear1"] | false  |
      | forest2 |           | true   |
    And the state includes:
      | path                  | value |
      | players.B.mana_pool.G | 0     |

  @rule:mtg:509.1f @rule:mtg:509.1d @rule:mtg:509.1
  Scenario: [8] Blocking without paying the cost to block is illegal
    Given the objects:
      | id      | card            | owner | zone        |
      | arch1   | Probe Archangel | A     | battlefield |
      | bear2   | Probe Bear      | B     | battlefield |
      | forest2 | Probe Forest    | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | arch1    | B      |
      | bear1    | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | bear2   | bear1    |
    Then the action is rejected as cannot_pay
    And B must declare blockers

  @rule:mtg:509.1b
  Scenario: [9] A creature without flying or reach can't block a creature with flying
    # bear1 attacks too, so that B has a legal block and the declaration is a real choice.
    Given the objects:
      | id     | card        | owner | zone        |
      | drake1 | Probe Drake | A     | battlefield |
      | bear2  | Probe Bear  | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | drake1   | B      |
      | bear1    | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | bear2   | drake1   |
    Then the action is rejected as invalid_choice
    When B declares blockers:
      | blocker | attacker |
      | bear2   | bear1    |
    Then the objects are:
      | id    | blocking  |
      | bear2 | ["bear1"] |

  @rule:mtg:508.1i @rule:mtg:117.1d
  Scenario: [10] A cost to attack can't be paid with a mana ability that can't be activated, nor with one land named twice
    # mount3 is tapped, so its mana ability can't be activated; a land's mana ability can be activated once.
    # mount4 is a land card in A's hand, not a permanent: its mana ability can't be activated either (the
    # code is left to the engine).
    Given the objects:
      | id     | card            | owner | zone        |
      | arch2  | Probe Archangel | B     | battlefield |
      | mount4 | Probe Mountain  | A     | hand        |
    And the objects:
      | id     | card           | owner | zone        | tapped |
      | mount3 | Probe Mountain | A     | battlefield | true   |
    When all players pass priority
    And A declares attackers:
      | attacker | target | mana abilities |
      | bear1    | B      | mount3         |
    Then the action is rejected as cannot_pay
    When A declares attackers:
      | attacker | target | mana abilities |
      | bear1    | B      | mount4         |
    Then the action is rejected
    When A declares attackers:
      | attacker | target | mana abilities |
      | bear1    | B      | mount1, mount1 |
      | bear3    | B      |                |
    Then the action is rejected as cannot_pay
    And A must declare attackers
    And the objects are:
      | id     | tapped |
      | bear1  | false  |
      | mount1 | false  |

  @rule:mtg:508.1i @rule:mtg:117.1d
  Scenario: [11] Without a cost to attack, no mana ability is activated while declaring attackers
    # Mana abilities are activated during the declaration only if a cost to attack asks for mana; here nothing
    # makes attacking cost anything, so a declaration that names one is illegal and taken back.
    When all players pass priority
    And A declares attackers:
      | attacker | target | mana abilities |
      | bear1    | B      | mount1         |
    Then the action is rejected
    And A must declare attackers
    And the objects are:
      | id     | tapped |
      | bear1  | false  |
      | mount1 | false  |
    When A declares attackers:
      | attacker | target |
      | bear1    | B      |
    Then the objects are:
      | id     | tapped | attacking |
      | bear1  | true   | B         |
      | mount1 | false  |           |

  @rule:mtg:508.1i @rule:mtg:117.1d
  Scenario: [12] A cost to attack can't be paid with a permanent that has no mana ability
    # bear3 has no ability at all, and sorc1's only ability ({T}: 1 damage to any target) is no mana ability
    # (605.1a: it targets and adds no mana): naming either as a mana ability makes the declaration illegal, and
    # it is taken back.
    Given the objects:
      | id    | card            | owner | zone        | summoning_sick |
      | arch2 | Probe Archangel | B     | battlefield | false          |
      | sorc1 | Probe Sorcerer  | A     | battlefield | false          |
    When all players pass priority
    And A declares attackers:
      | attacker | target | mana abilities |
      | bear1    | B      | bear3          |
    Then the action is rejected
    And A must declare attackers
    And the objects are:
      | id    | tapped |
      | bear1 | false  |
      | bear3 | false  |
    When A declares attackers:
      | attacker | target | mana abilities |
      | bear1    | B      | sorc1          |
    Then the action is rejected
    And A must declare attackers
    And the objects are:
      | id    | tapped |
      | bear1 | false  |
      | sorc1 | false  |
    When A declares attackers:
      | attacker | target | mana abilities |
      | bear1    | B      | mount1         |
    Then the objects are:
      | id     | tapped | attacking |
      | bear1  | true   | B         |
      | mount1 | true   |           |

  @rule:mtg:508.1i @rule:mtg:117.1d
  Scenario: [13] A cost to attack is paid only with mana abilities its player may activate: not an opponent's, nor a summoning-sick creature's
    # Only a permanent's controller activates its abilities (602.2), and a creature's {T} ability, a mana
    # ability too, needs the creature to have been controlled since its controller's turn began (302.6):
    # forest2 is B's and elf3 came under A's control this turn; elf1 has been A's since the turn began. Any
    # rejection: the cost then cannot be paid (cannot_pay), but the declaration also names a mana ability its
    # player may not activate (invalid_choice), and both codes fit.
    Given the objects:
      | id      | card            | owner | zone        | summoning_sick |
      | arch2   | Probe Archangel | B     | battlefield | false          |
      | forest2 | Probe Forest    | B     | battlefield | false          |
      | elf1    | Probe Elf       | A     | battlefield | false          |
      | elf3    | Probe Elf       | A     | battlefield | true           |
    When all players pass priority
    And A declares attackers:
      | attacker | target | mana abilities |
      | bear1    | B      | forest2        |
    Then the action is rejected
    When A declares attackers:
      | attacker | target | mana abilities |
      | bear1    | B      | elf3           |
    Then the action is rejected
    And A must declare attackers
    When A declares attackers:
      | attacker | target | mana abilities |
      | bear1    | B      | elf1           |
    Then the objects are:
      | id      | tapped | attacking |
      | bear1   | true   | B         |
      | elf1    | true   |           |
      | elf3    | false  |           |
      | forest2 | false  |           |

  @rule:mtg:509.1c
  Scenario: [14] A creature that must block an attacker isn't required to block when blocking costs mana
    # The blocking side of [6]: the attacking Archangel makes each block cost {1}, so the Unicorn's "all creatures
    # able to block this creature do so" doesn't oblige B to pay: declaring no blockers is legal.
    Given the objects:
      | id       | card            | owner | zone        |
      | arch1    | Probe Archangel | A     | battlefield |
      | unicorn1 | Probe Unicorn   | A     | battlefield |
      | bear2    | Probe Bear      | B     | battlefield |
      | forest2  | Probe Forest    | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | arch1    | B      |
      | unicorn1 | B      |
    And all players pass priority
    And B declares no blockers
    Then the objects are:
      | id       | blocking | blocked_by |
      | bear2    | []       | []         |
      | unicorn1 | []       | []         |
    And the turn is:
      | step     | declare blockers |
      | priority | A                |
