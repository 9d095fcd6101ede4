Feature: MTG20 - Attack triggers and creatures put onto the battlefield attacking

  # A creature put onto the battlefield attacking is an attacking creature, but it was never declared as
  # an attacker: abilities that trigger when a creature attacks don't trigger for it, effects that care
  # about creatures that attacked don't see it, and the rules for declaring attackers don't apply to it.
  # Probe Garrison = Hanweir Garrison, Probe Hellrider = Hellrider, Probe Assault = Relentless Assault.

  Background:
    Given a mtg game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id    | card           | owner | zone        |
      | alib1 | Probe Forest   | A     | library     |
      | blib1 | Probe Forest   | B     | library     |
      | garr1 | Probe Garrison | A     | battlefield |
    And the turn:
      | turn          | 3                   |
      | active player | A                   |
      | phase         | combat              |
      | step          | beginning of combat |
      | priority      | A                   |

  @rule:mtg:508.4 @rule:mtg:508.3a
  Scenario: [1] Tokens created tapped and attacking are attacking the defending player
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | garr1    | B      |
    Then the stack is:
      | source | controller | kind      |
      | garr1  | A          | triggered |
    When all players pass priority
    Then the objects are:
      | id      | card        | tapped | attacking |
      | garr1+1 | Human Token | true   | B         |
      | garr1+2 | Human Token | true   | B         |
      | garr1   | Probe Garrison | true | B        |

  @rule:mtg:508.2a @rule:mtg:508.3a @rule:mtg:508.3c @rule:mtg:508.4
  Scenario: [2] "Whenever a creature you control attacks" triggers for each declared attacker, not for creatures put onto the battlefield attacking
    # B's own Hellrider doesn't trigger: the attackers are creatures A controls, not B.
    Given the objects:
      | id    | card            | owner | zone        |
      | hell1 | Probe Hellrider | A     | battlefield |
      | hell2 | Probe Hellrider | B     | battlefield |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | garr1    | B      |
      | hell1    | B      |
    Then A must order triggers
    When A orders triggers: hell1#1, hell1#2, garr1#1
    And all players pass priority
    # Garrison's ability, put on the stack last, resolves first: it creates both tokens at once.
    Then the events include, in order:
      | moment | type         | object  | to          |
      | tokens | zone_changed | garr1+1 | battlefield |
      | tokens | zone_changed | garr1+2 | battlefield |
    And no stack_push event happened
    # Each Hellrider trigger: Hellrider itself deals the damage, to the player the creature attacks (508.5). It
    # is an ability's damage in the declare attackers step, not combat damage (only the combat damage step's
    # assigned damage is, 510.2).
    When all players pass priority
    Then the events include, in order:
      | type         | source | target | amount | combat |
      | damage_dealt | hell1  | B      | 1      | false  |
    When all players pass priority
    Then the events include, in order:
      | type         | source | target | amount | combat |
      | damage_dealt | hell1  | B      | 1      | false  |
    And the stack is empty
    And the state includes:
      | path           | value |
      | players.B.life | 18    |
      | players.A.life | 20    |

  @rule:mtg:508.4c
  Scenario: [3] A creature put onto the battlefield attacking deals combat damage although it couldn't have been declared as an attacker
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | garr1    | B      |
    And all players pass priority
    Then the objects are:
      | id      | attacking |
      | garr1+1 | B         |
    When players pass priority until end of combat
    Then the events include, in order:
      | moment | type         | source  | target | amount | combat |
      | damage | damage_dealt | garr1   | B      | 2      | true   |
      | damage | damage_dealt | garr1+1 | B      | 1      | true   |
      | damage | damage_dealt | garr1+2 | B      | 1      | true   |
    And the state includes:
      | path           | value |
      | players.B.life | 16    |

  @rule:mtg:508.4
  Scenario: [4] For effects, a creature put onto the battlefield attacking never attacked
    Given the objects:
      | id       | card           | owner | zone        |
      | mount1   | Probe Mountain | A     | battlefield |
      | mount2   | Probe Mountain | A     | battlefield |
      | mount3   | Probe Mountain | A     | battlefield |
      | mount4   | Probe Mountain | A     | battlefield |
      | assault1 | Probe Assault  | A     | hand        |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | garr1    | B      |
    And all players pass priority
    And players pass priority until postcombat main
    And A activates mount1
    And A activates mount2
    And A activates mount3
    And A activates mount4
    And A casts assault1
    And all players pass priority
    Then the events include, in order:
      | moment  | type     | id       | object |
      | resolve | resolved | assault1 |        |
      | resolve | untapped |          | garr1  |
    And these events did not happen:
      | type     | object  |
      | untapped | garr1+1 |
      | untapped | garr1+2 |
    And the objects are:
      | id      | tapped |
      | garr1   | false  |
      | garr1+1 | true   |
      | garr1+2 | true   |
