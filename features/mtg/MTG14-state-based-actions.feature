Feature: MTG14 - When state-based actions are checked

  # Whenever a player would receive priority, state-based actions are performed first (all at
  # once, repeated until none apply), then waiting triggers go on the stack.
  # Setting up a position never performs state-based actions.

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
    And the turn:
      | turn          | 3              |
      | active player | A              |
      | phase         | precombat main |
      | priority      | A              |

  @rule:mtg:704.3 @rule:mtg:117.5
  Scenario: [1] A creature with lethal damage is destroyed before anyone receives priority
    Given the objects:
      | id    | card       | owner | zone        |
      | bear2 | Probe Bear | B     | battlefield |
      | bolt1 | Probe Bolt | A     | hand        |
    When A activates mountain1
    And A casts bolt1 targeting bear2
    And all players pass priority
    # A holds priority again only once the state-based action has been performed.
    Then the events include, in order:
      | type         | id    | object | from        | to        |
      | resolved     | bolt1 |        |             |           |
      | zone_changed |       | bear2  | battlefield | graveyard |
    And the objects are:
      | id    | zone      |
      | bear2 | graveyard |
    And A has priority

  @rule:mtg:704.3
  Scenario: [2] A player at 0 life loses the game when state-based actions are checked
    Given a mtg game with players:
      | player | life |
      | A      | 20   |
      | B      | 3    |
    And the objects:
      | id    | card       | owner | zone |
      | bolt1 | Probe Bolt | A     | hand |
    When A activates mountain1
    And A casts bolt1 targeting B
    And all players pass priority
    Then the events include, in order:
      | type         | player | amount | life |
      | life_changed | B      | -3     | 0    |
      | player_lost  | B      |        |      |
    And the state includes:
      | path       | value |
      | game_over  | true  |
      | winners    | A     |

  @rule:mtg:704.3 @rule:mtg:117.5
  Scenario: [3] State-based actions are checked whenever a player would receive priority, even after a pass
    Given the objects:
      | id    | card       | owner | zone        | damage |
      | bear2 | Probe Bear | B     | battlefield | 2      |
    When A passes priority
    Then the events include, in order:
      | type         | object | to        |
      | zone_changed | bear2  | graveyard |
    And the objects are:
      | id    | zone      |
      | bear2 | graveyard |
    And B has priority

  @rule:mtg:704.3
  Scenario: [4] Damage from several sources adds up toward lethal damage
    Given the objects:
      | id        | card           | owner | zone        | damage |
      | giant2    | Probe Giant    | B     | battlefield | 1      |
      | sorcerer1 | Probe Sorcerer | A     | battlefield | 0      |
    And the objects:
      | id    | card       | owner | zone |
      | bolt1 | Probe Bolt | A     | hand |
    When A activates sorcerer1 targeting giant2
    Then the objects are:
      | id     | zone        | damage |
      | giant2 | battlefield | 1      |
    When all players pass priority
    Then the objects are:
      | id     | zone        |
      | giant2 | battlefield |
    When A activates mountain1
    And A casts bolt1 targeting giant2
    And all players pass priority
    Then the objects are:
      | id     | zone      |
      | giant2 | graveyard |

  @rule:mtg:704.3
  Scenario: [5] State-based actions apply to both players' creatures as one event
    Given the objects:
      | id    | card       | owner | zone        | damage |
      | bear1 | Probe Bear | A     | battlefield | 2      |
      | bear2 | Probe Bear | B     | battlefield | 2      |
    When A passes priority
    Then the objects are:
      | id    | zone      |
      | bear1 | graveyard |
      | bear2 | graveyard |
    And B has priority

  @rule:mtg:704.3 @rule:mtg:510.3a
  Scenario: [6] Creatures destroyed by combat damage leave before the active player receives priority
    Given the objects:
      | id    | card       | owner | zone        |
      | bear1 | Probe Bear | A     | battlefield |
      | bear2 | Probe Bear | B     | battlefield |
    And the turn:
      | turn          | 3                   |
      | active player | A                   |
      | phase         | combat              |
      | step          | beginning of combat |
      | priority      | A                   |
    When all players pass priority
    And A declares attackers:
      | attacker | target |
      | bear1    | B      |
    And all players pass priority
    And B declares blockers:
      | blocker | attacker |
      | bear2   | bear1    |
    And all players pass priority
    Then the events include, in order:
      | moment | type         | source | target | combat | object | to        |
      | damage | damage_dealt | bear1  | bear2  | true   |        |           |
      | damage | damage_dealt | bear2  | bear1  | true   |        |           |
      | sba    | zone_changed |        |        |        | bear1  | graveyard |
      | sba    | zone_changed |        |        |        | bear2  | graveyard |
    And the objects are:
      | id    | zone      |
      | bear1 | graveyard |
      | bear2 | graveyard |
    And the turn is:
      | step     | combat damage |
      | priority | A             |

  @rule:mtg:704.3 @rule:mtg:514.3a
  Scenario: [7] Without state-based actions or triggers the cleanup step gives no priority
    Given the turn:
      | turn          | 3      |
      | active player | A      |
      | phase         | ending |
      | step          | end    |
      | priority      | A      |
    When all players pass priority
    Then these events did not happen:
      | type     | player |
      | priority | A      |
    And the turn is:
      | turn     | 4      |
      | priority | B      |

  @rule:mtg:704.3 @needs:sagas
  Scenario: [8] A Saga whose last chapter ability has resolved is sacrificed before anyone receives priority
    # Probe Saga (chapters I, II: a 2/2 Knight token; III: "Knights you control get +2/+1 until end of turn").
    # The lore counter of A's precombat main phase (703.4f) brings it to chapter III. Its sacrifice for having
    # as many lore counters as its last chapter is a state-based action (714.4) that waits while that chapter
    # ability is on the stack; once the ability has resolved, it is performed before A receives priority.
    # Chapter III pumps only the Knights A controls: not B's Knight, nor A's Bear, a creature that is no Knight.
    Given the objects:
      | id      | card         | owner | zone        | counters |
      | saga1   | Probe Saga   | A     | battlefield | lore=2   |
      | knight1 | Probe Knight | A     | battlefield |          |
      | knight2 | Probe Knight | B     | battlefield |          |
      | bear1   | Probe Bear   | A     | battlefield |          |
    And the turn:
      | turn          | 3         |
      | active player | A         |
      | phase         | beginning |
      | step          | draw      |
      | priority      | A         |
    When all players pass priority
    Then the stack is:
      | kind      | source |
      | triggered | saga1  |
    And the objects are:
      | id    | zone        |
      | saga1 | battlefield |
    # The state-based actions are checked again as B receives priority: the chapter is still on the stack.
    When A passes priority
    Then B has priority
    And the objects are:
      | id    | zone        |
      | saga1 | battlefield |
    When B passes priority
    Then the events include, in order:
      | type         | object | from        | to        |
      | zone_changed | saga1  | battlefield | graveyard |
    And the objects are:
      | id      | zone        | power | toughness |
      | saga1   | graveyard   |       |           |
      | knight1 | battlefield | 4     | 2         |
      | knight2 | battlefield | 2     | 1         |
      | bear1   | battlefield | 2     | 2         |
    And the stack is empty
    And A has priority

  @rule:mtg:704.3
  Scenario: [9] A player who drew from an empty library loses the game when state-based actions are next checked
    # 704.5b, 104.3c (outside the index). A draws alib1, the last card of their library, in their draw step and
    # keeps playing; Probe Mine's trigger then makes A draw again, from the empty library: nothing is drawn, and
    # A loses as the state-based actions are checked after the trigger resolves. The game is then over, and
    # nobody acts any more, not even B with a mana ability (104.1).
    Given the objects:
      | id        | card           | owner | zone        |
      | mine1     | Probe Mine     | A     | battlefield |
      | mountain2 | Probe Mountain | B     | battlefield |
    And the turn:
      | turn          | 3         |
      | active player | A         |
      | phase         | beginning |
      | step          | upkeep    |
      | priority      | A         |
    When all players pass priority
    Then the stack is:
      | kind      | source | controller |
      | triggered | mine1  | A          |
    And A has priority
    And the state includes:
      | path           | value     |
      | players.A.hand | ["alib1"] |
    When all players pass priority
    Then the events include, in order:
      | type        | player |
      | player_lost | A      |
    And the state includes:
      | path           | value     |
      | players.A.hand | ["alib1"] |
      | game_over      | true      |
      | winners        | B         |
    When B activates mountain2
    Then the action is rejected as game_over

  @rule:mtg:704.3 @needs:sagas
  Scenario: [10] A token that has left the battlefield ceases to exist
    # 704.5d, 111.7 (outside the index). Probe Saga's chapter II (its second lore counter comes as A's precombat
    # main phase begins, 703.4f) creates a 2/2 Knight token. Probe Bolt destroys the token; once in the
    # graveyard it ceases to exist as the state-based actions are checked, so A's graveyard holds only the Bolt.
    Given the objects:
      | id    | card       | owner | zone        | counters |
      | saga1 | Probe Saga | A     | battlefield | lore=1   |
      | bolt1 | Probe Bolt | A     | hand        |          |
    And the turn:
      | turn          | 3         |
      | active player | A         |
      | phase         | beginning |
      | step          | draw      |
      | priority      | A         |
    When all players pass priority
    Then the stack is:
      | kind      | source |
      | triggered | saga1  |
    When all players pass priority
    Then the objects are:
      | id      | zone        | power | toughness |
      | saga1+1 | battlefield | 2     | 2         |
    When A activates mountain1
    And A casts bolt1 targeting saga1+1
    And all players pass priority
    Then the events include, in order:
      | type         | object  | from        | to        |
      | zone_changed | saga1+1 | battlefield | graveyard |
    And the state includes:
      | path                | value     |
      | players.A.graveyard | ["bolt1"] |
    And A has priority

  @rule:mtg:704.3 @needs:archenemy
  Scenario: [11] A scheme whose trigger has resolved goes back to the bottom of its scheme deck, to be set in motion again
    # 704.6e, 313.6 (outside the index): once no triggered ability of a scheme is on the stack or waiting, a
    # face-up non-ongoing scheme is turned face down and put on the bottom of its owner's scheme deck as
    # state-based actions are checked. Probe Scheme ("When you set this scheme in motion, draw four cards") is
    # A's whole scheme deck: set in motion in turn 3 (703.4e), it must be back in the deck to be set in motion
    # again as A's precombat main phase of turn 5 begins.
    Given the objects:
      | id      | card         | owner | zone        |
      | alib2   | Probe Forest | A     | library     |
      | alib3   | Probe Forest | A     | library     |
      | alib4   | Probe Forest | A     | library     |
      | alib5   | Probe Forest | A     | library     |
      | scheme1 | Probe Scheme | A     | scheme_deck |
    And the turn:
      | turn          | 3         |
      | active player | A         |
      | phase         | beginning |
      | step          | draw      |
      | priority      | A         |
    And the setup also has:
      """
      {"archenemy": "A"}
      """
    When all players pass priority
    And all players pass priority
    Then the stack is empty
    When players pass priority until precombat main of turn 5
    Then the events include, in order:
      | type                 | player | scheme  |
      | scheme_set_in_motion | A      | scheme1 |

  @rule:mtg:704.3 @needs:sagas
  Scenario: [12] A Saga whose last chapter ability has resolved is sacrificed though another source's ability is still on the stack
    # 714.4 (outside the index) waits only for the Saga's own chapter ability. As A's precombat main phase
    # begins, the lore counter (703.4f) triggers chapter III and Probe Almanac triggers too; A puts the chapter
    # ability on top. Once it has resolved, the Saga goes before A receives priority, the Almanac's ability
    # still on the stack.
    Given the objects:
      | id       | card          | owner | zone        | counters |
      | saga1    | Probe Saga    | A     | battlefield | lore=2   |
      | almanac1 | Probe Almanac | A     | battlefield |          |
    And the turn:
      | turn          | 3         |
      | active player | A         |
      | phase         | beginning |
      | step          | draw      |
      | priority      | A         |
    When all players pass priority
    And A orders triggers: almanac1#1, saga1#1
    Then the stack is:
      | kind      | source   |
      | triggered | saga1    |
      | triggered | almanac1 |
    When all players pass priority
    Then the objects are:
      | id    | zone      |
      | saga1 | graveyard |
    And the stack is:
      | kind      | source   |
      | triggered | almanac1 |
    And A has priority

  @rule:mtg:704.3
  Scenario: [13] A player brought to 1 life does not lose the game
    # The other side of [2]: only 0 or less life makes a player lose (704.5a, outside the index).
    Given a mtg game with players:
      | player | life |
      | A      | 20   |
      | B      | 4    |
    And the objects:
      | id    | card       | owner | zone |
      | bolt1 | Probe Bolt | A     | hand |
    When A activates mountain1
    And A casts bolt1 targeting B
    And all players pass priority
    Then no player_lost event happened
    And the state includes:
      | path           | value |
      | players.B.life | 1     |
      | game_over      | false |
    And A has priority

  @rule:mtg:704.3
  Scenario: [14] A 1/1 creature dealt 1 damage is destroyed before anyone receives priority
    # 704.5g (outside the index): damage equal to toughness is lethal, also when both are 1.
    Given the objects:
      | id        | card           | owner | zone        |
      | sorcerer1 | Probe Sorcerer | A     | battlefield |
      | elf2      | Probe Elf      | B     | battlefield |
    When A activates sorcerer1 targeting elf2
    And all players pass priority
    Then the events include, in order:
      | type         | object | from        | to        |
      | zone_changed | elf2   | battlefield | graveyard |
    And A has priority

  @rule:mtg:704.3
  Scenario: [15] A creature with 0 toughness is put into its owner's graveyard before anyone receives priority
    # 704.5f (outside the index): a creature whose toughness is 0 or less goes to its owner's graveyard, with no
    # damage on it. B's Probe Elf (1/1) is set up with a -1/-1 counter, so its toughness is 0 (122.1a); setting up
    # performs no state-based action, so the check comes when B would receive priority after A's pass. A's Probe
    # Sentinel (2/2) with the same counter is a 1/1 and stays.
    Given the objects:
      | id        | card           | owner | zone        | counters |
      | elf2      | Probe Elf      | B     | battlefield | -1/-1=1  |
      | sentinel1 | Probe Sentinel | A     | battlefield | -1/-1=1  |
    Then the objects are:
      | id        | zone        | power | toughness |
      | elf2      | battlefield | 0     | 0         |
      | sentinel1 | battlefield | 1     | 1         |
    When A passes priority
    Then the events include, in order:
      | type         | object | from        | to        |
      | zone_changed | elf2   | battlefield | graveyard |
    And the objects are:
      | id        | zone        |
      | elf2      | graveyard   |
      | sentinel1 | battlefield |
    And B has priority
