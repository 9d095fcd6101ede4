Feature: MTG11 - Timing and priority

  Background:
    Given a mtg game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id        | card           | owner | zone        |
      | alib1     | Probe Forest   | A     | library     |
      | blib1     | Probe Forest   | B     | library     |
      | mountain1 | Probe Mountain | A     | battlefield |
      | mountain2 | Probe Mountain | B     | battlefield |
    And the turn:
      | turn          | 3         |
      | active player | A         |
      | phase         | beginning |
      | step          | upkeep    |
      | priority      | A         |

  @rule:mtg:117.3c
  Scenario: [1] A player who casts a spell receives priority again
    # Any spell will do here: a creature spell, cast in the main phase.
    Given the objects:
      | id    | card       | owner | zone |
      | bear1 | Probe Bear | A     | hand |
    And the turn:
      | turn          | 3              |
      | active player | A              |
      | phase         | precombat main |
      | priority      | A              |
    And the setup also has:
      """
      {"mana_pools": {"A": {"G": 2}}}
      """
    When A casts bear1
    Then A has priority
    And the stack is:
      | id    | controller |
      | bear1 | A          |

  @rule:mtg:117.3d
  Scenario: [2] A player who passes gives priority to the next player in turn order
    # Any spell will do here: a creature spell, cast in the main phase.
    Given the objects:
      | id    | card       | owner | zone |
      | bear1 | Probe Bear | A     | hand |
    And the turn:
      | turn          | 3              |
      | active player | A              |
      | phase         | precombat main |
      | priority      | A              |
    And the setup also has:
      """
      {"mana_pools": {"A": {"G": 2}}}
      """
    When A casts bear1
    And A passes priority
    Then B has priority
    And the stack is:
      | id    |
      | bear1 |

  @rule:mtg:117.4
  Scenario: [3] When all players pass in succession the top of the stack resolves
    # Any spell will do here: a creature spell, cast in the main phase.
    Given the objects:
      | id    | card       | owner | zone |
      | bear1 | Probe Bear | A     | hand |
    And the turn:
      | turn          | 3              |
      | active player | A              |
      | phase         | precombat main |
      | priority      | A              |
    And the setup also has:
      """
      {"mana_pools": {"A": {"G": 2}}}
      """
    When A casts bear1
    And all players pass priority
    Then the events include, in order:
      | type     | id    |
      | resolved | bear1 |
    And the stack is empty
    And the objects are:
      | id    | zone        |
      | bear1 | battlefield |

  @rule:mtg:117.3b
  Scenario: [4] The active player receives priority after the nonactive player's spell resolves
    Given the objects:
      | id    | card       | owner | zone |
      | bolt2 | Probe Bolt | B     | hand |
    When A passes priority
    And B activates mountain2
    And B casts bolt2 targeting A
    And B passes priority
    And A passes priority
    Then the events include, in order:
      | type     | id    |
      | resolved | bolt2 |
    And the stack is empty
    And A has priority
    And the turn is:
      | step | upkeep |

  @rule:mtg:117.4 @rule:mtg:117.3b
  Scenario: [5] Passes separated by an action are not in succession
    Given the objects:
      | id    | card       | owner | zone |
      | bolt2 | Probe Bolt | B     | hand |
    When A passes priority
    And B activates mountain2
    And B casts bolt2 targeting A
    And B passes priority
    Then A has priority
    And the turn is:
      | step | upkeep |
    When A passes priority
    Then the turn is:
      | step     | upkeep |
      | priority | A      |
    And the stack is empty

  @rule:mtg:117.4
  Scenario: [6] When all players pass with an empty stack the step ends
    When A passes priority
    And B passes priority
    Then the turn is:
      | step     | draw |
      | priority | A    |

  @rule:mtg:117.1
  Scenario: [7] A player without priority cannot cast a spell
    Given the objects:
      | id    | card       | owner | zone |
      | bolt2 | Probe Bolt | B     | hand |
    When B casts bolt2 targeting A
    Then the action is rejected as not_your_decision
    # Nor can someone who isn't a player of the game at all: C holds no decision either. Any rejection: an engine
    # may call a player it does not know not_your_decision, or a request it cannot read (bad_request).
    When C casts bolt2 targeting A
    Then the action is rejected
    And A has priority

  @rule:mtg:117.1 @rule:mtg:117.1b
  Scenario: [8] A player without priority cannot activate an ability
    Given the objects:
      | id        | card           | owner | zone        |
      | sorcerer2 | Probe Sorcerer | B     | battlefield |
    When B activates sorcerer2 targeting A
    Then the action is rejected as not_your_decision

  @rule:mtg:117.1b @rule:mtg:117.3c
  Scenario: [9] A player with priority may activate an ability during the other player's turn
    Given the objects:
      | id        | card           | owner | zone        |
      | sorcerer2 | Probe Sorcerer | B     | battlefield |
    When A passes priority
    And B activates sorcerer2 targeting A
    Then the stack is:
      | kind      | source    | controller |
      | activated | sorcerer2 | B          |
    And B has priority
    When all players pass priority
    Then the state includes:
      | path           | value |
      | players.A.life | 19    |
    And A has priority

  @rule:mtg:117.1d @rule:mtg:405.6c
  Scenario: [10] A mana ability does not use the stack and the player keeps priority
    When A activates mountain1
    Then the events include, in order:
      | type       | player | mana |
      | mana_added | A      | R    |
    And no stack_push event happened
    And the stack is empty
    And A has priority

  @rule:mtg:117.1d
  Scenario: [11] A player without priority cannot activate a mana ability outside of paying a cost
    When B activates mountain2
    Then the action is rejected as not_your_decision

  @rule:mtg:117.1a @rule:mtg:117.1
  Scenario: [12] A player may cast an instant during the other player's turn
    Given the objects:
      | id    | card       | owner | zone |
      | bolt2 | Probe Bolt | B     | hand |
    When A passes priority
    And B activates mountain2
    And B casts bolt2 targeting A
    Then the stack is:
      | id    | kind  | controller |
      | bolt2 | spell | B          |
    And B has priority

  @rule:mtg:117.7 @rule:mtg:117.4
  Scenario: [13] A spell cast in response resolves before the spell it responds to
    Given the objects:
      | id      | card         | owner | zone        |
      | bear1   | Probe Bear   | A     | battlefield |
      | growth1 | Probe Growth | A     | hand        |
      | forest1 | Probe Forest | A     | battlefield |
      | bolt2   | Probe Bolt   | B     | hand        |
    When A passes priority
    And B activates mountain2
    And B casts bolt2 targeting bear1
    And B passes priority
    And A activates forest1
    And A casts growth1 targeting bear1
    Then the stack is:
      | id      | controller |
      | growth1 | A          |
      | bolt2   | B          |
    When all players pass priority
    Then the events include, in order:
      | type     | id      |
      | resolved | growth1 |
    And the stack is:
      | id    |
      | bolt2 |
    When all players pass priority
    Then the objects are:
      | id    | zone        | damage |
      | bear1 | battlefield | 3      |

  @rule:mtg:117.3a
  Scenario: [14] The nonactive player does not receive priority first when a step begins
    Given the objects:
      | id    | card       | owner | zone |
      | bolt2 | Probe Bolt | B     | hand |
    When all players pass priority
    Then the turn is:
      | step     | draw |
      | priority | A    |
    When B casts bolt2 targeting A
    Then the action is rejected as not_your_decision

  @rule:mtg:117.1a
  Scenario: [15] An instant cast at instant speed without enough mana is rejected for its cost, not its timing
    # B may cast an instant in A's upkeep (117.1a), so the only thing wrong is the unpaid cost.
    Given the objects:
      | id    | card       | owner | zone |
      | bolt2 | Probe Bolt | B     | hand |
    When A passes priority
    And B casts bolt2 targeting A
    Then the action is rejected as cannot_pay
    And B has priority

  @rule:mtg:117.1b
  Scenario: [16] A player with priority cannot activate a {T} ability of a tapped creature (602.2b: the cost can't be paid)
    Given the objects:
      | id        | card           | owner | zone        | tapped |
      | sorcerer1 | Probe Sorcerer | A     | battlefield | true   |
    When A activates sorcerer1 targeting B
    Then the action is rejected as cannot_pay
    And A has priority

  @rule:mtg:117.1b
  Scenario: [17] A player with priority cannot activate a {T} ability of a creature they have not controlled since their turn began (602.5a, 302.6)
    Given the objects:
      | id        | card           | owner | zone        | summoning sick |
      | sorcerer1 | Probe Sorcerer | A     | battlefield | true           |
    When A activates sorcerer1 targeting B
    Then the action is rejected
    And A has priority

  @rule:mtg:117.1b
  Scenario: [18] A player with priority cannot activate an ability whose mana cost they can't pay (602.2b)
    # Probe Lawkeeper: "{W}, {T}: Tap target creature." Neither pool holds white mana (the setup says so) and
    # each player controls only a Mountain. B may activate an ability whenever B has priority (117.1b), in A's
    # upkeep too, so for B's Lawkeeper as for A's only the cost is wrong, not the timing.
    Given the objects:
      | id         | card            | owner | zone        |
      | lawkeeper1 | Probe Lawkeeper | A     | battlefield |
      | lawkeeper2 | Probe Lawkeeper | B     | battlefield |
      | bear2      | Probe Bear      | B     | battlefield |
    And the setup also has:
      """
      {"mana_pools": {"A": {"W": 0}, "B": {"W": 0}}}
      """
    When A activates lawkeeper1 targeting bear2
    Then the action is rejected as cannot_pay
    And A has priority
    When A passes priority
    And B activates lawkeeper2 targeting bear2
    Then the action is rejected as cannot_pay
    And B has priority
    And the objects are:
      | id         | tapped |
      | lawkeeper1 | false  |
      | lawkeeper2 | false  |
      | bear2      | false  |

  @rule:mtg:117.1b
  Scenario: [19] A creature with haste may use its {T} ability the turn it came under its controller's control (302.6, 702.10)
    # Probe Sparkmage: haste, "{T}: This creature deals 1 damage to any target."; the other side is [17].
    Given the objects:
      | id         | card            | owner | zone        | summoning sick |
      | sparkmage1 | Probe Sparkmage | A     | battlefield | true           |
    When A activates sparkmage1 targeting B
    Then the objects are:
      | id         | tapped |
      | sparkmage1 | true   |
    When all players pass priority
    Then the players are:
      | player | life |
      | B      | 19   |

  @rule:mtg:117.1b
  Scenario: [20] A player with priority cannot activate an ability of a permanent another player controls (602.2)
    # Only a permanent's controller activates its abilities; each player tries the other's Probe Sorcerer, and
    # neither tap nor damage happens. The other side (a player activating their own) is [9].
    Given the objects:
      | id        | card           | owner | zone        |
      | sorcerer1 | Probe Sorcerer | A     | battlefield |
      | sorcerer2 | Probe Sorcerer | B     | battlefield |
      | sorcerer3 | Probe Sorcerer | A     | hand        |
    # Only whose it is makes the activation illegal (the target and the cost are fine): no specific code
    # fits, so only the catch-all illegal_action is right (invalid_target or cannot_pay would be untrue).
    When A activates sorcerer2 targeting B
    Then the action is rejected as illegal_action
    And A has priority
    # Nor does the ability of A's own Sorcerer in A's hand work there (113.6: a permanent's ability functions
    # only on the battlefield): again neither timing, a cost nor a target is what is wrong.
    When A activates sorcerer3 targeting B
    Then the action is rejected as illegal_action
    And A has priority
    When A passes priority
    And B activates sorcerer1 targeting A
    Then the action is rejected as illegal_action
    And B has priority
    And the objects are:
      | id        | tapped |
      | sorcerer1 | false  |
      | sorcerer2 | false  |
    And the players are:
      | player | life |
      | A      | 20   |
      | B      | 20   |

  @rule:mtg:117.1a
  Scenario: [21] An instant is cast only from its caster's hand: not from the graveyard, not from the opponent's hand
    Given the objects:
      | id    | card       | owner | zone      |
      | boltG | Probe Bolt | A     | graveyard |
      | boltB | Probe Bolt | B     | hand      |
      | boltA | Probe Bolt | A     | hand      |
    And the setup also has:
      """
      {"mana_pools": {"A": {"R": 1}}}
      """
    # Only where the card is makes the cast illegal (instant timing, mana and target are fine): no specific code
    # fits, so only the catch-all illegal_action is right (invalid_target or cannot_pay would be untrue).
    When A casts boltG targeting B
    Then the action is rejected as illegal_action
    When A casts boltB targeting B
    Then the action is rejected as illegal_action
    And A has priority
    When A casts boltA targeting B
    Then the stack is:
      | id    | kind  | controller |
      | boltA | spell | A          |

  @rule:mtg:117.1a
  Scenario: [22] A spell cast with an illegal target is rejected, and the player keeps priority
    # 601.2c, 115.1 (outside the index): Probe Bolt's "any target" is a creature or a player, never a land;
    # Probe Growth's "target creature" is never a player. The other side: the same Bolt at a player is cast.
    Given the objects:
      | id      | card         | owner | zone |
      | bolt1   | Probe Bolt   | A     | hand |
      | growth1 | Probe Growth | A     | hand |
    And the setup also has:
      """
      {"mana_pools": {"A": {"R": 1, "G": 1}}}
      """
    When A casts bolt1 targeting mountain2
    Then the action is rejected as invalid_target
    And A has priority
    When A casts growth1 targeting B
    Then the action is rejected as invalid_target
    And A has priority
    And the objects are:
      | id      | zone |
      | bolt1   | hand |
      | growth1 | hand |
    When A casts bolt1 targeting B
    Then the stack is:
      | id    | kind  | controller | targets |
      | bolt1 | spell | A          | B       |

  @rule:mtg:117.1b
  Scenario: [23] An ability activated with an illegal target is rejected, and its cost is not paid
    # 602.2b, 115.1 (outside the index): the Sorcerer's "any target" is a creature or a player, never a land.
    # The other side: the same ability at a player is activated.
    Given the objects:
      | id        | card           | owner | zone        |
      | sorcerer1 | Probe Sorcerer | A     | battlefield |
    When A activates sorcerer1 targeting mountain2
    Then the action is rejected as invalid_target
    And A has priority
    And the objects are:
      | id        | tapped |
      | sorcerer1 | false  |
    When A activates sorcerer1 targeting B
    Then the stack is:
      | kind      | source    | controller | targets |
      | activated | sorcerer1 | A          | B       |

  @rule:mtg:117.1b
  Scenario: [24] Only an ability an object has on the battlefield can be activated: not one of a card in hand, nor one it lacks
    # Abilities of permanents work only on the battlefield (113.6), and the Mountain has one ability, its
    # first (index 0); the Bear has none at all, and a player is no object and has no activated ability.
    # Neither timing nor cost nor target is what is wrong here: no specific code fits, so only the catch-all
    # illegal_action is right (as in [20]: invalid_target or cannot_pay would be untrue; the Forest's ability
    # costs only {T} and targets nothing). A player is no object at all: any rejection.
    Given the objects:
      | id        | card           | owner | zone        |
      | sorcerer3 | Probe Sorcerer | A     | hand        |
      | forest3   | Probe Forest   | A     | hand        |
      | bear1     | Probe Bear     | A     | battlefield |
    When A activates sorcerer3 targeting B
    Then the action is rejected as illegal_action
    When A activates forest3
    Then the action is rejected as illegal_action
    When A activates ability 1 of mountain1
    Then the action is rejected as illegal_action
    When A activates bear1
    Then the action is rejected as illegal_action
    When A activates B
    Then the action is rejected
    And A has priority
    And the objects are:
      | id        | zone        | tapped |
      | sorcerer3 | hand        | false  |
      | forest3   | hand        | false  |
      | mountain1 | battlefield | false  |
      | bear1     | battlefield | false  |
    And the state includes:
      | path                  | value |
      | players.A.mana_pool.R | 0     |
    # The Mountain's first ability, named by its index 0, is one it has: it is activated.
    When A activates ability 0 of mountain1
    Then the objects are:
      | id        | tapped |
      | mountain1 | true   |
    And the state includes:
      | path                  | value |
      | players.A.mana_pool.R | 1     |

  @rule:mtg:117.1a
  Scenario: [25] Each coloured symbol of a mana cost is paid with mana of its colour: three red mana for {R}{R}{R}; two and a green are not enough
    # 601.2g-h (outside the index). Probe Sparkball costs {R}{R}{R}; A has two red mana and a green one, which
    # can't stand in for the missing red, then taps mountain1. The green mana pays nothing of the cost.
    Given the objects:
      | id         | card            | owner | zone |
      | sparkball1 | Probe Sparkball | A     | hand |
    And the turn:
      | turn          | 3              |
      | active player | A              |
      | phase         | precombat main |
      | priority      | A              |
    And the setup also has:
      """
      {"mana_pools": {"A": {"R": 2, "G": 1}}}
      """
    When A casts sparkball1
    Then the action is rejected as cannot_pay
    And A has priority
    When A activates mountain1
    And A casts sparkball1
    Then the stack is:
      | id         | kind  | controller |
      | sparkball1 | spell | A          |
    And the state includes:
      | path                  | value |
      | players.A.mana_pool.R | 0     |
      | players.A.mana_pool.G | 1     |

  @rule:mtg:117.1b
  Scenario: [26] A creature stays unable to use its {T} ability through the next player's turn until its controller's own turn begins (302.6)
    # The other side of [17] and [19]: A's Probe Sorcerer came under A's control in A's turn 3. When B's turn 4
    # begins, A has still not controlled it continuously since A's most recent turn began, so A can't activate
    # its {T} ability when B passes priority to A in B's upkeep.
    Given the objects:
      | id        | card           | owner | zone        | summoning sick |
      | sorcerer1 | Probe Sorcerer | A     | battlefield | true           |
    And the turn:
      | turn          | 3      |
      | active player | A      |
      | phase         | ending |
      | step          | end    |
      | priority      | A      |
    When players pass priority until upkeep of turn 4
    And B passes priority
    And A activates sorcerer1 targeting B
    Then the action is rejected
    And A has priority
    And the players are:
      | player | life |
      | B      | 20   |

  @rule:mtg:117.1 @rule:mtg:117.3c
  Scenario: [27] Set up with the non-active player holding priority, that player acts first and holds priority again after casting
    # The setup's turn.priority (PROTOCOL.md 3) places the game where B holds priority in A's upkeep. Only B
    # may act now (117.1): A's instant is refused, B's is cast, and B then holds priority again (117.3c).
    Given the objects:
      | id    | card       | owner | zone |
      | bolt1 | Probe Bolt | A     | hand |
      | bolt2 | Probe Bolt | B     | hand |
    And the turn:
      | turn          | 3         |
      | active player | A         |
      | phase         | beginning |
      | step          | upkeep    |
      | priority      | B         |
    And the setup also has:
      """
      {"mana_pools": {"A": {"R": 1}, "B": {"R": 1}}}
      """
    Then B has priority
    When A casts bolt1 targeting B
    Then the action is rejected as not_your_decision
    When B casts bolt2 targeting A
    Then B has priority
    And the stack is:
      | id    | controller |
      | bolt2 | B          |

  @rule:mtg:117.1b
  Scenario: [28] A creature that came under its controller's control before their turn may use its {T} ability once that turn begins (302.6)
    # The other side of [26]: A's Probe Sorcerer came under A's control in B's turn 4, so it can't use its {T}
    # ability then (302.6); once A's turn 5 begins A has controlled it continuously since A's most recent turn
    # began, and A may activate it in A's upkeep.
    Given the objects:
      | id        | card           | owner | zone        | summoning sick |
      | sorcerer1 | Probe Sorcerer | A     | battlefield | true           |
    And the turn:
      | turn          | 4      |
      | active player | B      |
      | phase         | ending |
      | step          | end    |
      | priority      | B      |
    When players pass priority until upkeep of turn 5
    And A activates sorcerer1 targeting B
    Then the objects are:
      | id        | tapped |
      | sorcerer1 | true   |
    When all players pass priority
    Then the players are:
      | player | life |
      | B      | 19   |

  @rule:mtg:117.1a
  Scenario: [29] Mana spent on a coloured symbol of a cost pays nothing else: {1}{G} takes two mana, one green
    # 601.2g-h (outside the index). Probe Bear costs {1}{G}; A's one green mana pays the {G}, and the {1} is
    # left unpaid, so the cast is rejected for its cost. Once mountain1 adds a red mana, that pays the {1}.
    Given the objects:
      | id    | card       | owner | zone |
      | bear1 | Probe Bear | A     | hand |
    And the turn:
      | turn          | 3              |
      | active player | A              |
      | phase         | precombat main |
      | priority      | A              |
    And the setup also has:
      """
      {"mana_pools": {"A": {"G": 1}}}
      """
    When A casts bear1
    Then the action is rejected as cannot_pay
    And A has priority
    When A activates mountain1
    And A casts bear1
    Then the stack is:
      | id    | kind  | controller |
      | bear1 | spell | A          |
    And the state includes:
      | path                  | value |
      | players.A.mana_pool.G | 0     |
      | players.A.mana_pool.R | 0     |
